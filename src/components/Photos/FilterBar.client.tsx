'use client'

import styles from './FilterBar.module.css'
import type { FilterOption, PhotoFilter } from './gallery'

type Props = {
  options: FilterOption[]
  active: PhotoFilter
  onChange: (filter: PhotoFilter) => void
}

/** Toggle buttons, not tabs: each one narrows the same grid, and aria-pressed says which. */
export function FilterBar({ options, active, onChange }: Props) {
  return (
    <div className={styles.bar} role="group" aria-label="Filter photos by category">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === active}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
