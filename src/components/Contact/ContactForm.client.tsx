'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { SubmitButton } from '@/components/AuthScreen/SubmitButton.client'
import { EmailField } from '@/components/Form/EmailField.client'
import { HintText } from '@/components/Form/FieldText.client'
import { Actions, Form } from '@/components/Form/layout'
import { TextField } from '@/components/Form/TextField.client'
import { toast } from '@/components/Toast/useToast'
import { ApiError, apiFetch } from '@/lib/api/client'
import { CONTACT_LIMITS, contactFormSchema, type ContactFormValues } from '@/lib/validation/contact'

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

/** The contact form (spec §5): fullName and email required, the other four optional. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY })

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
    <Form onSubmit={onSubmit} noValidate aria-label="Contact form">
      <HintText>Fields marked * are required.</HintText>
      <TextField
        label="Full name *"
        autoComplete="name"
        aria-required="true"
        maxLength={CONTACT_LIMITS.fullName}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField
        label="Email *"
        autoComplete="email"
        aria-required="true"
        maxLength={CONTACT_LIMITS.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phoneNumber}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label="Social media"
        placeholder="@handle or profile link"
        maxLength={CONTACT_LIMITS.socialMedia}
        error={errors.socialMedia?.message}
        {...register('socialMedia')}
      />
      <TextField
        label="Mailing address"
        autoComplete="street-address"
        maxLength={CONTACT_LIMITS.mailingAddress}
        error={errors.mailingAddress?.message}
        {...register('mailingAddress')}
      />
      <MessageField
        label="Message"
        placeholder="Bookings, features, press, or just say what's up."
        maxLength={CONTACT_LIMITS.message}
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
