import type { ReactNode } from 'react'

export function Card({
  title,
  action,
  className,
  children,
}: {
  title: string
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = `card-${title.toLowerCase().replaceAll(' ', '-')}`
  return (
    <section className={`card ${className ?? ''}`} aria-labelledby={id}>
      <div className="card-header">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}
