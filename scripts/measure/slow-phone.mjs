/** docs/toolchain.md, "The slow phone". @param {import('@playwright/test').CDPSession} cdp a DevTools session on the page */
export async function emulateSlowPhone(cdp) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
