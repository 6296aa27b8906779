;(function (win) {
  // Handles the first use of controls marked data-early, before the app hydrates them (docs/early-input.md).
  var doc = win.document
  var closest = function (target, selector) {
    return target instanceof win.Element ? target.closest(selector) : null
  }
  // An island a visitor reaches for hydrates now (src/islands/start.ts); first, so nothing stops it.
  var wake = function (event) {
    var island = closest(event.target, '[data-island]')
    if (!island || island.hasAttribute('data-wake')) return
    island.setAttribute('data-wake', '')
    island.dispatchEvent(new Event('island-wake'))
  }
  ;['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'].forEach(function (type) {
    win.addEventListener(type, wake, { capture: true, passive: true })
  })
  var theme = function (choice) {
    if (choice) {
      try {
        if (choice === 'system') localStorage.removeItem('launchloop:theme')
        else localStorage.setItem('launchloop:theme', choice)
      } catch (error) {}
      if (choice === 'system') doc.documentElement.removeAttribute('data-theme')
      else doc.documentElement.setAttribute('data-theme', choice)
    }
    var current = doc.documentElement.getAttribute('data-theme') || 'system'
    doc.querySelectorAll('[data-early][data-theme-option]').forEach(function (option) {
      option.setAttribute('aria-pressed', String(option.getAttribute('data-theme-option') === current))
    })
  }
  // The prerendered theme buttons say the system's setting is chosen: they say the visitor's own,
  // and follow a choice made anywhere (a hydrated control, another tab).
  doc.addEventListener('DOMContentLoaded', function () {
    theme()
    new MutationObserver(function () {
      theme()
    }).observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  })
  // A choice made in another tab applies here too.
  win.addEventListener('storage', function (event) {
    if (event.key !== 'launchloop:theme' && event.key !== null) return
    theme(event.newValue === 'light' || event.newValue === 'dark' ? event.newValue : 'system')
  })
  var scrollTrack = function (control, to) {
    var carousel = control.closest('[data-early-carousel]')
    var track = carousel && carousel.querySelector('[data-early-track]')
    var slides = track ? track.children : []
    if (slides.length < 2) return
    // Right to left, the slides run leftwards and scrollLeft goes from 0 down to negative.
    var sign = win.getComputedStyle(track).direction === 'rtl' ? -1 : 1
    var step = sign * (slides[1].offsetLeft - slides[0].offsetLeft)
    if (step <= 0) return
    var last = Math.max(0, Math.round((track.scrollWidth - track.clientWidth) / step))
    var target = Math.min(last, Math.max(0, to(Math.round((sign * track.scrollLeft) / step))))
    var reduce = win.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: sign * target * step, behavior: reduce ? 'auto' : 'smooth' })
    var arrows = carousel.querySelectorAll('[data-early-step]')
    arrows.forEach(function (arrow, at) {
      var atEnd = arrow.getAttribute('data-early-step') < 0 ? target === 0 : target === last
      // A disabled arrow would drop keyboard focus on the page: the other arrow takes it.
      if (atEnd && doc.activeElement === arrow && arrows[1 - at]) arrows[1 - at].focus()
      arrow.disabled = atEnd
      arrow.toggleAttribute('data-disabled', atEnd)
    })
    carousel.querySelectorAll('[data-early-goto]').forEach(function (dot) {
      if (Number(dot.getAttribute('data-early-goto')) === target) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
  }
  var queue = function (control) {
    control.setAttribute('data-pending', 'true')
  }
  var activate = function (control) {
    var kind = control.getAttribute('data-early')
    if (kind === 'dialog') {
      var dialog = doc.getElementById(control.getAttribute('aria-controls'))
      if (dialog && !dialog.open) dialog.showModal()
    } else if (kind === 'play') {
      var figure = control.closest('[data-early-video]')
      var video = figure && figure.querySelector('video')
      // Offline, the app knows whether a kept copy can play, and says so if not.
      if (!video || !win.navigator.onLine) return queue(control)
      figure.setAttribute('data-early-video', 'started')
      video.play().catch(function () {
        figure.setAttribute('data-early-video', '')
        queue(control)
      })
    } else if (kind === 'step') {
      var by = Number(control.getAttribute('data-early-step'))
      scrollTrack(control, function (current) {
        return current + by
      })
    } else if (kind === 'theme') {
      theme(control.getAttribute('data-theme-option'))
    } else if (kind === 'goto') {
      var to = Number(control.getAttribute('data-early-goto'))
      scrollTrack(control, function () {
        return to
      })
    } else if (control.dispatchEvent(new Event('early-press', { cancelable: true }))) queue(control)
  }
  var pressed = null
  var swallow = function (event) {
    var carousel = closest(event.target, '[data-early-carousel]')
    if (carousel) carousel.setAttribute('data-early-carousel', 'used')
    var control = closest(event.target, '[data-early]')
    if (!control) {
      // Hydrated mid-press: React never saw the press start, so the control is pressed for it.
      if (event.type === 'click' && pressed && pressed.contains(event.target) && event.detail > 0) {
        var hydrated = pressed
        event.stopImmediatePropagation()
        event.preventDefault()
        setTimeout(function () {
          hydrated.click()
        })
      }
      if (event.type === 'click') pressed = null
      return
    }
    event.stopImmediatePropagation()
    if (event.type === 'pointerdown' || event.type === 'mousedown' || event.type === 'touchstart') pressed = control
    if (event.type !== 'click') return
    pressed = null
    event.preventDefault()
    activate(control)
  }
  ;['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keyup', 'click'].forEach(function (type) {
    win.addEventListener(type, swallow, { capture: true, passive: type.indexOf('touch') === 0 })
  })
  win.addEventListener(
    'keydown',
    function (event) {
      var carousel = closest(event.target, '[data-early-carousel]')
      if (carousel) carousel.setAttribute('data-early-carousel', 'used')
      if (carousel && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        event.preventDefault()
        event.stopImmediatePropagation()
        // The arrow goes where it points: right to left, ArrowLeft is the next slide.
        var rtl = win.getComputedStyle(carousel).direction === 'rtl'
        scrollTrack(carousel, function (current) {
          return current + ((event.key === 'ArrowRight') !== rtl ? 1 : -1)
        })
      } else if (closest(event.target, '[data-early]')) event.stopImmediatePropagation()
    },
    true,
  )
  win.addEventListener('click', function (event) {
    var dialog = closest(event.target, 'dialog[data-early-shell]')
    if (!dialog || !dialog.open) return
    if (event.target === dialog || closest(event.target, 'a[href], [data-early-close]')) dialog.close()
  })
})(window)
