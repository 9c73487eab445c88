'use client'

import dynamic from 'next/dynamic'

/*
 * The sign-in screens as the pages import them: each one is its own chunk, loaded after the
 * page's first JavaScript (the forms bring react-hook-form, zod and styled-components). The
 * server still renders them in full, so the page reads and looks complete at once and the form
 * comes alive when its code lands.
 */

export const AuthScreen = dynamic(() =>
  import('./AuthScreen.client').then((module) => module.AuthScreen),
)

export const AuthShell = dynamic(() =>
  import('./AuthShell.client').then((module) => module.AuthShell),
)

export const ForgotPasswordForm = dynamic(() =>
  import('./ForgotPasswordForm.client').then((module) => module.ForgotPasswordForm),
)

export const ResetPasswordForm = dynamic(() =>
  import('./ResetPasswordForm.client').then((module) => module.ResetPasswordForm),
)

export const ConfirmEmailForm = dynamic(() =>
  import('./ConfirmEmailForm.client').then((module) => module.ConfirmEmailForm),
)
