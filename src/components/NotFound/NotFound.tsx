import { SiteLink } from '@/components/Link/SiteLink.client'

/**
 * The site's 404: the spec's words and a way back to the music. Styled by the global stylesheet
 * (src/styles/global.css explains why it has no CSS Module of its own).
 */
export function NotFound() {
  return (
    <main className="not-found">
      <div>
        <h1 className="not-found-title">404 Page Not Found</h1>
        <SiteLink className="not-found-home" href="/landing">
          Back to the music
        </SiteLink>
      </div>
    </main>
  )
}
