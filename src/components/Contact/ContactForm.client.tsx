'use client'

import { useForm } from 'react-hook-form'

import { EmailField } from '@/components/Form/EmailField.client'
import { HintText } from '@/components/Form/FieldText.client'
import { Actions, Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { TextField } from '@/components/Form/TextField.client'
import { toast } from '@/components/Toast/useToast'
import { ApiError, apiFetch } from '@/lib/api/client'
import type { CONTACT_LIMITS, ContactFormValues } from '@/lib/validation/contact'

import { Honeypot } from './Honeypot.client'
import { MessageField } from './MessageField.client'

const EMPTY: ContactFormValues = {
  fullName: '',
  email: '',
  mailingAddress: '',
  phoneNumber: '',
  socialMedia: '',
  message: '',
}

const FAILED = 'Failed to send message. Please try again.'

const resolver = lazyResolver(() =>
  import('./contactResolver').then((module) => module.contactResolver),
)

export type ContactLimits = typeof CONTACT_LIMITS

type Props = {
  /** The schema's limits, from the server: importing them here would bring zod with them. */
  limits: ContactLimits
  onSent: () => void
}

/** The contact form (spec §5): fullName and email required, the other four optional. */
export function ContactForm({ limits, onSent }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (values, event) => {
    // The honeypot is not part of the schema; it is read straight from the submitted form.
    const form = event?.target
    const homepage = form instanceof HTMLFormElement ? new FormData(form).get('homepage') : null
    try {
      await apiFetch('/api/contacts', {
        method: 'POST',
        body: { ...values, source: 'website', status: 'new', homepage },
      })
    } catch (error) {
      // The server's own words when it answered; a dropped connection gets the spec's line.
      const description = error instanceof ApiError && error.message ? error.message : FAILED
      toast({ title: 'Error', description, variant: 'destructive' })
      return
    }
    toast({
      title: 'Message Sent!',
      description: "Thanks for reaching out! We'll get back to you soon.",
    })
    reset(EMPTY)
    onSent()
  })

  return (
    <Form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      onPointerEnter={resolver.preload}
      noValidate
      aria-label="Contact form"
    >
      <HintText>Fields marked * are required.</HintText>
      <TextField
        label="Full name *"
        autoComplete="name"
        aria-required="true"
        maxLength={limits.fullName}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField
        label="Email *"
        autoComplete="email"
        aria-required="true"
        maxLength={limits.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        maxLength={limits.phoneNumber}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label="Social media"
        placeholder="@handle or profile link"
        maxLength={limits.socialMedia}
        error={errors.socialMedia?.message}
        {...register('socialMedia')}
      />
      <TextField
        label="Mailing address"
        autoComplete="street-address"
        maxLength={limits.mailingAddress}
        error={errors.mailingAddress?.message}
        {...register('mailingAddress')}
      />
      <MessageField
        label="Message"
        placeholder="Bookings, features, press, or just say what's up."
        maxLength={limits.message}
        error={errors.message?.message}
        {...register('message')}
      />
      <Honeypot />
      <Actions>
        <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
          Send Message
        </SubmitButton>
      </Actions>
    </Form>
  )
}
