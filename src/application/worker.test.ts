// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { QueueStore, StorableRequest } from 'workbox-background-sync'
import { APPLICATION_QUEUE } from './hand-over'
import { applicationOf } from './worker'

describe("the worker's queue", () => {
  it('still sends what the release before left in it: HubSpot’s request, under the application’s id', async () => {
    const values = { firstname: 'Ada', email: 'ada@example.com' }
    const body = JSON.stringify({
      fields: Object.entries(values).map(([name, value]) => ({ name, value })),
      submittedAt: '0',
    })
    const request = new Request('https://api.hsforms.com/submissions/v3/integration/submit/1/2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const store = new QueueStore(APPLICATION_QUEUE)
    const timestamp = Date.now()
    await store.pushEntry({
      requestData: (await StorableRequest.fromRequest(request)).toObject(),
      timestamp,
      metadata: { id: 'from-the-release-before' },
    })
    const [entry] = await store.getAll()
    expect(await applicationOf(entry!)).toEqual({ id: 'from-the-release-before', savedAt: timestamp, values })
  })
})
