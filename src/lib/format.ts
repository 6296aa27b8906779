const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** `3000` → `$3,000`: the same text on the server and in every browser locale. */
export function formatPrice(amount: number): string {
  return usd.format(amount)
}
