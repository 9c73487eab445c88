import styles from './SkipLink.module.css'

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a className={styles.skip} href={`#${target}`}>
      Skip to content
    </a>
  )
}
