import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './CmsDashboard.module.css'

type Props = {
  title: string
  /** The collection's list in the CMS, for everything the panel leaves out. */
  allHref: string
  allLabel: string
  /** What the panel says when it has nothing to list. */
  empty: string
  children: ReactNode[]
}

/** One card of the dashboard's first screen: a heading, up to five rows, or its empty state. */
export const Panel = ({ title, allHref, allLabel, empty, children }: Props) => (
  <section className={styles.panel} aria-label={title}>
    <header className={styles.panelHead}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <Link className={styles.all} href={allHref}>
        {allLabel}
      </Link>
    </header>
    {children.length > 0 ? (
      <ul className={styles.rows}>{children}</ul>
    ) : (
      <p className={styles.empty}>{empty}</p>
    )}
  </section>
)

type RowProps = {
  href: string
  title: string
  detail?: string
  status: string
  statusLabel: string
  meta: string
}

/** A row: the document's name (a link to it), one line about it, its status and its date. */
export const PanelRow = ({ href, title, detail, status, statusLabel, meta }: RowProps) => (
  <li className={styles.row}>
    <div className={styles.rowMain}>
      <Link className={styles.rowLink} href={href}>
        {title}
      </Link>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </div>
    <div className={styles.rowSide}>
      <span className={styles.status} data-status={status}>
        {statusLabel}
      </span>
      <span className={styles.meta}>{meta}</span>
    </div>
  </li>
)
