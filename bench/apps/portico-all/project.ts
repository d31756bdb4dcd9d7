// The project id the app sends, which the bench's API allows for the static server's origin only.
export const BENCH_PROJECT_ID = 'portico-bench'
