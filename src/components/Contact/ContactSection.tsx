import type { ContactLimits } from './ContactForm.client'
import styles from './ContactSection.module.css'
import { ContactPanelSlot } from './ContactPanelSlot.client'

/**
 * The card the form sits in. The frame is server-rendered; what is inside it (the form, then
 * the 'Thank You!' screen) arrives through ContactPanelSlot in its own chunk.
 */
export function ContactSection({ limits }: { limits: ContactLimits }) {
  return (
    <div className={styles.card}>
      <ContactPanelSlot limits={limits} />
    </div>
  )
}
