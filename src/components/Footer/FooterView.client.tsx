'use client'

import dynamic from 'next/dynamic'
import { SiteLink } from '@/components/Link/SiteLink.client'
import { Suspense } from 'react'
import styled from 'styled-components'

import type { FooterSettings } from '@/lib/site/settings'

import { SocialLinks } from './SocialLinks.client'
import { theme } from '@/styles/theme'

// The form and react-hook-form arrive in their own chunk, after the page's code: the server
// still renders the form, and the Suspense boundary below lets the rest of the page hydrate
// without waiting for it.
const NewsletterForm = dynamic(() =>
  import('./NewsletterForm.client').then((module) => module.NewsletterForm),
)

// The spec's #music, #videos, #about and #photos anchors are sections of the landing page.
const QUICK_LINKS = [
  { label: 'Music', href: '/landing#music' },
  { label: 'Videos', href: '/landing#videos' },
  { label: 'About', href: '/landing#about' },
  { label: 'Photos', href: '/landing#photos' },
] as const

/** The site-wide footer (spec §1 "Footer"). */
export function FooterView({ brand, year, developerCredit, social }: FooterSettings) {
  return (
    <Footer>
      <Inner>
        <BrandColumn>
          <Wordmark>{brand}</Wordmark>
          <Blurb>
            Hip-hop from the Bronx, New York. New music, videos and the story, here first.
          </Blurb>
        </BrandColumn>
        <nav aria-labelledby="footer-explore">
          <Heading id="footer-explore">Explore</Heading>
          <LinkList>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <QuickLink href={link.href}>{link.label}</QuickLink>
              </li>
            ))}
          </LinkList>
        </nav>
        {social.length > 0 && (
          <section aria-labelledby="footer-follow">
            <Heading id="footer-follow">Follow</Heading>
            <SocialLinks links={social} />
          </section>
        )}
        <section aria-labelledby="footer-newsletter">
          <Heading id="footer-newsletter">Newsletter</Heading>
          <Blurb>First word on drops, shows and members-only releases.</Blurb>
          <Suspense>
            <NewsletterForm />
          </Suspense>
        </section>
      </Inner>
      <Bottom>
        <small>
          © {year} {brand}. All rights reserved. <SiteLink href="/privacy">Privacy</SiteLink>
        </small>
        {developerCredit && <small>{developerCredit}</small>}
      </Bottom>
    </Footer>
  )
}

const Footer = styled.footer`
  border-top: 1px solid ${theme.colors.border};
  background:
    radial-gradient(ellipse 60% 80% at 0% 100%, rgba(225, 29, 72, 0.12), transparent 60%),
    ${theme.colors.surface};
`

const Inner = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  max-width: 1160px;
  margin: 0 auto;
  padding: ${`${theme.space(14)} ${theme.space(4)} ${theme.space(10)}`};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: ${`${theme.space(16)} ${theme.space(8)} ${theme.space(12)}`};
  }

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: 1.2fr 0.7fr 1fr 1.5fr;
  }

  section {
    display: grid;
    align-content: start;
    gap: ${theme.space(4)};
  }
`

const BrandColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(3)};
`

const Wordmark = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(2.4rem, 6vw, 3.2rem);
  font-weight: 900;
  line-height: 0.9;
  letter-spacing: -0.02em;
  text-transform: uppercase;
`

const Blurb = styled.p`
  margin: 0;
  max-width: 36ch;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`

const Heading = styled.h2`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.accentText};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.24em;
  text-transform: uppercase;

  section > & {
    margin: 0;
  }
`

const LinkList = styled.ul`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const QuickLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  color: ${theme.colors.text};
  font-family: ${theme.fonts.display};
  font-size: 1.1rem;
  font-weight: 900;
  text-transform: uppercase;
  text-decoration: none;

  &:hover {
    color: ${theme.colors.accentText};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(2)};
  max-width: 1160px;
  margin: 0 auto;
  padding: ${`${theme.space(6)} ${theme.space(4)}`};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};

  small {
    font-size: 0.85rem;
  }

  a {
    margin-left: ${theme.space(2)};
    color: ${theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(6)} ${theme.space(8)}`};
  }
`
