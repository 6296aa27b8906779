/** The names of where a visit began (src/lib/source.ts keeps it): the content names a hidden field for each. */
export const SOURCE_KEY = 'launchloop:source'

export const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export const SOURCE_KEYS = [...CAMPAIGN_TAGS, 'referrer', 'landing'] as const
export type SourceKey = (typeof SOURCE_KEYS)[number]
export type Source = Partial<Record<SourceKey, string>>
