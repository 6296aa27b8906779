import { vi } from 'vitest'

/** For unit tests: HubSpot's Forms API answers each submission with the next of `answers`, then 200; returns the requests it got. */
export function answerSubmissions(
  ...answers: (number | { status: number; headers?: Record<string, string>; body?: object } | 'network' | 'never')[]
) {
  const requests: Request[] = []
  vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
    requests.push(request)
    const answer = answers.shift() ?? 200
    if (answer === 'network') throw new TypeError('Failed to fetch')
    if (answer === 'never')
      return new Promise((_, fail) =>
        init?.signal?.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError'))),
      )
    const invalidEmail = {
      errors: [{ errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'. Invalid email address" }],
    }
    const { status, headers, body } = typeof answer === 'number' ? { status: answer } : answer
    return new Response(JSON.stringify(body ?? (status === 400 ? invalidEmail : {})), { status, headers })
  })
  return requests
}
