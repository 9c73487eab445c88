import type { Payload, TypedUser } from 'payload'

import { CONTACT_STATUSES } from '@/collections/Contacts'

import { cmsDocumentHref, firstWords, formatDay } from './format'
import { Panel, PanelRow } from './Panel'

const statusLabel = (value: string | null | undefined) =>
  CONTACT_STATUSES.find((status) => status.value === value)?.label ?? 'New'

/** The five newest messages from the contact form, as the signed-in user may read them. */
export async function LatestContacts({ payload, user }: { payload: Payload; user: TypedUser }) {
  const { docs } = await payload.find({
    collection: 'contacts',
    user,
    overrideAccess: false,
    sort: '-createdAt',
    limit: 5,
    depth: 0,
    pagination: false,
    select: { fullName: true, message: true, status: true, createdAt: true },
  })
  return (
    <Panel
      title="Latest messages"
      allHref="/cms/collections/contacts"
      allLabel="All messages"
      empty="No messages yet. What fans send through the contact form lands here."
    >
      {docs.map((contact) => (
        <PanelRow
          key={contact.id}
          href={cmsDocumentHref('contacts', contact.id)}
          title={contact.fullName}
          detail={firstWords(contact.message) || 'No message text'}
          status={contact.status ?? 'new'}
          statusLabel={statusLabel(contact.status)}
          meta={formatDay(contact.createdAt)}
        />
      ))}
    </Panel>
  )
}
