import { InlineLink } from './InlineLink'
import styles from './PrivacyPolicy.module.css'

/** The policy's text (spec §1 "GDPR data control"), set for reading: one column, short lines. */
export function PrivacyPolicy() {
  return (
    <article className={styles.article} aria-label="Privacy Policy">
      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">What we store</h2>
        <ul>
          <li>
            <strong>Your account:</strong> e-mail address, username, first and last name, and your
            password as a salted hash (never the password itself).
          </li>
          <li>
            <strong>Multi-factor authentication:</strong> the secret of your authenticator app,
            stored encrypted, and your backup codes.
          </li>
          <li>
            <strong>Sessions:</strong> each signed-in device, with its IP address, browser and last
            activity.
          </li>
          <li>
            <strong>Sign-in attempts:</strong> successful and failed sign-ins, used to lock out
            password guessing.
          </li>
          <li>
            <strong>Purchases and download rights:</strong> what you bought, when, for how much, and
            which tracks you may download.
          </li>
          <li>
            <strong>Contact messages:</strong> what you send us through the contact form.
          </li>
          <li>
            <strong>Audit entries:</strong> a record of security events on your account, such as
            password changes and turning MFA on or off.
          </li>
          <li>
            <strong>Consent:</strong> whether you agreed to this processing, and the date you did.
          </li>
        </ul>
        <p>
          Card payments are handled by our payment provider, Stripe: we keep the payment’s
          reference, never your card details.
        </p>
      </section>

      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why we keep it</h2>
        <ul>
          <li>
            <strong>Running your account:</strong> signing you in, showing your profile and keeping
            your music vault.
          </li>
          <li>
            <strong>Security:</strong> spotting and stopping unauthorised access to your account.
          </li>
          <li>
            <strong>Payments and accounting:</strong> selling you tracks, and the records the law
            requires us to keep.
          </li>
          <li>
            <strong>Answering messages:</strong> replying to what you send us.
          </li>
        </ul>
        <p>We do not sell your data, and we do not use it for advertising.</p>
      </section>

      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">How long we keep it</h2>
        <dl>
          <div>
            <dt>Your account</dt>
            <dd>Until you delete it.</dd>
          </div>
          <div>
            <dt>Sessions</dt>
            <dd>Until you sign out, end them from the dashboard, or they expire.</dd>
          </div>
          <div>
            <dt>Sign-in attempts and audit entries</dt>
            <dd>As long as they are needed to keep accounts secure.</dd>
          </div>
          <div>
            <dt>Purchases</dt>
            <dd>
              After you delete your account, kept only as anonymous financial records, for
              accounting.
            </dd>
          </div>
          <div>
            <dt>Data-export archives</dt>
            <dd>7 days, then removed.</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <ul>
          <li>
            <strong>Download your data:</strong> from the Privacy section of your{' '}
            <InlineLink href="/dashboard">dashboard</InlineLink>, get everything we keep about you
            as one JSON file.
          </li>
          <li>
            <strong>Delete your account:</strong> from the same place, at any time. Your personal
            data is removed and every session ends; purchases stay only as anonymous records.
          </li>
          <li>
            <strong>Ask us anything:</strong> to correct your data, to object to how we use it, or
            with any question, <InlineLink href="/contact">contact the team</InlineLink>.
          </li>
        </ul>
      </section>
    </article>
  )
}
