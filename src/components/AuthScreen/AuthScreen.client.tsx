'use client'

import styled from 'styled-components'

import { AuthTabs } from './AuthTabs.client'
import { clearFailureToasts } from './authToasts'
import { LoginPanel } from './LoginPanel.client'
import { MarketingPanel } from './MarketingPanel.client'
import { NAV_ALLOWANCE } from './primitives'
import { RegisterForm } from './RegisterForm.client'
import type { AuthScreenProps } from './types'
import { theme } from '@/styles/theme'

const Screen = styled.main`
  min-height: calc(100vh - ${NAV_ALLOWANCE});
  padding: ${`${theme.space(6)} ${theme.space(5)} ${theme.space(12)}`};
  background:
    radial-gradient(60rem 40rem at 0% 0%, rgba(255, 45, 85, 0.18), transparent 60%),
    radial-gradient(50rem 40rem at 100% 100%, rgba(245, 197, 66, 0.06), transparent 60%),
    ${theme.colors.background};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(12)} ${theme.space(10)}`};
  }
`

/*
 * Columns are top-aligned: centring them would move the tab bar under the pointer whenever the
 * taller register form replaces the login form.
 */
const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  max-width: 1200px;
  margin: 0 auto;
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space(16)};
    padding-top: ${theme.space(4)};
  }
`

const Card = styled.div`
  width: 100%;
  max-width: 520px;
  justify-self: center;
  padding: ${`${theme.space(6)} ${theme.space(5)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: 0 30px 80px -40px rgba(0, 0, 0, 0.9);
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(10)};
  }
`

/** /auth: the pitch on one side, sign-in and registration on the other. */
export function AuthScreen({ next, brand }: AuthScreenProps) {
  return (
    <Screen>
      <Layout>
        <MarketingPanel brand={brand} />
        <Card>
          <AuthTabs
            label="Sign in or create an account"
            tabs={[
              {
                id: 'login',
                label: 'Login',
                panel: (show) => (
                  <LoginPanel next={next} onCreateAccount={() => show('register')} />
                ),
              },
              {
                id: 'register',
                label: 'Register',
                panel: (show) => (
                  <RegisterForm next={next} brand={brand} onSignIn={() => show('login')} />
                ),
              },
            ]}
            onChange={clearFailureToasts}
          />
        </Card>
      </Layout>
    </Screen>
  )
}
