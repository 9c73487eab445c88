import type { Field, SelectField } from 'payload'

import { money } from '@/fields/money'
import {
  DEFAULT_MAXIMUM_CENTS,
  type PriceMode,
  type PricedItem,
  termsProblem,
} from '@/lib/commerce/priceTerms'

/**
 * How an item (a track, a release) is sold: a fixed price, or name-your-price from a minimum
 * (0 allowed) up to a maximum, starting from a suggested amount. One set of fields for both, so
 * the CMS asks the same questions and the checkout reads the same terms (`termsOf`).
 */
export const priceTermsFields = (noun: 'track' | 'release'): Field[] => {
  const priceMode: SelectField = {
    name: 'priceMode',
    label: 'How it is sold',
    type: 'select',
    defaultValue: 'fixed',
    options: [
      { label: 'Fixed price', value: 'fixed' },
      { label: 'Name your price', value: 'name-your-price' },
    ],
    // The terms as a whole: checked here so the editor sees one clear message.
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
      termsProblem({ ...(siblingData as PricedItem), priceMode: value as PriceMode }) ?? true,
    admin: {
      description:
        'Name your price: fans choose what they pay, from the minimum below (0 allowed) up to ' +
        'the maximum, starting from the suggested amount.',
    },
  }
  return [
    priceMode,
    money({
      name: 'price',
      required: true,
      defaultValue: 0,
      admin: {
        description:
          noun === 'track'
            ? 'In US dollars, e.g. 1.99; for name your price, the minimum. 0 makes the track ' +
              'free to stream in full.'
            : 'In US dollars, e.g. 5.00; for name your price, the minimum. Its own price: ' +
              'fans who bought some of its tracks pay it too.',
      },
    }),
    {
      type: 'row',
      fields: [
        money({
          name: 'suggestedPrice',
          admin: {
            condition: (data) => data?.priceMode === 'name-your-price',
            description: 'Filled in for the fan at checkout.',
          },
        }),
        money({
          name: 'maximumPrice',
          defaultValue: DEFAULT_MAXIMUM_CENTS / 100,
          admin: {
            condition: (data) => data?.priceMode === 'name-your-price',
            description: 'The most a fan can pay: guards against mistyped or fraudulent amounts.',
          },
        }),
      ],
    },
  ]
}
