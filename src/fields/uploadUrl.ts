import type { TextField } from 'payload'

type UploadDoc = { url?: string | null; sizes?: Record<string, { url?: string | null } | undefined> }

/**
 * A read-only URL field computed from an upload relation, so API clients get the `...Url`
 * fields of the spec while the team uploads files in the CMS.
 */
export const uploadUrl = (name: string, uploadField: string, size?: string): TextField => ({
  name,
  type: 'text',
  virtual: true,
  admin: { hidden: true },
  hooks: {
    afterRead: [
      ({ siblingData }) => {
        const upload = siblingData?.[uploadField] as UploadDoc | string | null | undefined
        if (!upload || typeof upload !== 'object') return null
        return (size && upload.sizes?.[size]?.url) || upload.url || null
      },
    ],
  },
})
