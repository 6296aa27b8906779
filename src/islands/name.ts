/** `…/MobileMenu.island.tsx` is the island `MobileMenu`; apart from the protocol, so that only the code that mounts islands ships it. */
export const islandName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')
