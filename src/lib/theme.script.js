;(function () {
  // See theme.ts: the visitor's chosen theme, applied before the first paint.
  try {
    var theme = localStorage.getItem('launchloop:theme')
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme)
  } catch (error) {}
})()
