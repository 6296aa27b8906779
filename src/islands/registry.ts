/**
 * Every island: a part of a page that a visitor can use, hydrated on its own in the browser. The
 * client entry knows them only through these loaders, so the rest of a page never ships.
 */
export const islandLoaders = {
  menu: () => import('../components/frame/MobileMenu/MobileMenu').then((module) => module.MobileMenu),
  theme: () => import('../components/frame/ThemeControl/ThemeControl').then((module) => module.ThemeControl),
  video: () => import('../components/sections/Hero/HeroVideo').then((module) => module.HeroVideo),
  carousel: () => import('../components/sections/CaseStudies/CaseStudiesCarousel').then((module) => module.CaseStudiesCarousel),
  share: () => import('../components/pages/CaseStudyDetail/ShareButton').then((module) => module.ShareButton),
  application: () => import('../application/ApplicationForm.island').then((module) => module.ApplicationForm),
  'not-found': () => import('../components/pages/NotFound/NotFoundMessage').then((module) => module.NotFoundMessage),
  install: () => import('../components/frame/Install/InstallButton').then((module) => module.InstallButton),
  toasts: () => import('../components/frame/Toasts/Toasts').then((module) => module.Toasts),
}

export type IslandName = keyof typeof islandLoaders

export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>
