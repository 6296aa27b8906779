import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { consumeShellRestore } from '../../../lib/shell'

/** After the shared 404 page hydrates, show the address the visitor asked for (see lib/shell.ts). */
export function ShellRestore() {
  const router = useRouter()
  useEffect(() => {
    const requested = consumeShellRestore()
    if (requested) void router.navigate({ href: requested, replace: true })
  }, [router])
  return null
}
