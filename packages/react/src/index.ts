// Public entry. Nothing is exported yet: see this package's README for what lands here.
export {}
