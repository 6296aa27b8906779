;(function (win) {
  // Handles the first use of controls marked data-early, before the app hydrates them (docs/early-input.md).
  var doc = win.document
  var closest = function (target, selector) {
    return target instanceof win.Element ? target.closest(selector) : null
  }
  var scrollTrack = function (control, to) {
    var carousel = control.closest('[data-early-carousel]')
    var track = carousel && carousel.querySelector('[data-early-track]')
    var slides = track ? track.children : []
    if (slides.length < 2) return
    var step = slides[1].offsetLeft - slides[0].offsetLeft
    if (step <= 0) return
    var last = Math.max(0, Math.round((track.scrollWidth - track.clientWidth) / step))
    var target = Math.min(last, Math.max(0, to(Math.round(track.scrollLeft / step))))
    var reduce = win.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: target * step, behavior: reduce ? 'auto' : 'smooth' })
    carousel.querySelectorAll('[data-early-step]').forEach(function (arrow) {
      var atEnd = arrow.getAttribute('data-early-step') < 0 ? target === 0 : target === last
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
      if (!video) return queue(control)
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
    } else if (kind === 'goto') {
      var to = Number(control.getAttribute('data-early-goto'))
      scrollTrack(control, function () {
        return to
      })
    } else queue(control)
  }
  var swallow = function (event) {
    var carousel = closest(event.target, '[data-early-carousel]')
    if (carousel) carousel.setAttribute('data-early-carousel', 'used')
    var control = closest(event.target, '[data-early]')
    if (!control) return
    event.stopImmediatePropagation()
    if (event.type !== 'click') return
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
        scrollTrack(carousel, function (current) {
          return current + (event.key === 'ArrowLeft' ? -1 : 1)
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
