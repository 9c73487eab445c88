import { SiteLink } from '@/components/Link/SiteLink.client'
import type { FooterSettings } from '@/lib/site/settings'

import styles from './FooterView.module.css'
import { NewsletterSlot } from './NewsletterSlot.client'
import { SocialLinks } from './SocialLinks'

// The spec's #music, #videos, #about and #photos anchors are sections of the landing page.
const QUICK_LINKS = [
  { label: 'Music', href: '/landing#music' },
  { label: 'Videos', href: '/landing#videos' },
  { label: 'About', href: '/landing#about' },
  { label: 'Photos', href: '/landing#photos' },
] as const

/**
 * The site-wide footer (spec §1 "Footer"). A server component: only the newsletter form, which
 * NewsletterSlot loads in its own chunk, brings JavaScript.
 */
export function FooterView({ brand, year, developerCredit, social }: FooterSettings) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>{brand}</p>
          <p className={styles.blurb}>
            Hip-hop from the Bronx, New York. New music, videos and the story, here first.
          </p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 className={styles.heading} id="footer-explore">
            Explore
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink className={styles.quickLink} href={link.href}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 && (
          <section className={styles.section} aria-labelledby="footer-follow">
            <h2 className={styles.heading} id="footer-follow">
              Follow
            </h2>
            <SocialLinks links={social} />
          </section>
        )}
        <section className={styles.section} aria-labelledby="footer-newsletter">
          <h2 className={styles.heading} id="footer-newsletter">
            Newsletter
          </h2>
          <p className={styles.blurb}>First word on drops, shows and members-only releases.</p>
          <NewsletterSlot />
        </section>
      </div>
      <div className={styles.bottom}>
        <small>
          © {year} {brand}. All rights reserved. <SiteLink href="/privacy">Privacy</SiteLink>
        </small>
        {developerCredit && <small>{developerCredit}</small>}
      </div>
    </footer>
  )
}
