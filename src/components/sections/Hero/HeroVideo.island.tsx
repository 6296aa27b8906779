import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { hero } from '../../../content/home'
import type { pwa } from '../../../content/pwa'
import { useEarly } from '../../../early-input/useEarly'
import { media } from '../../../lib/media'
import { isVideoAvailable, keepVideoForOffline } from '../../../lib/video-cache'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import styles from './Hero.module.css'

type VideoState = 'idle' | 'playing' | 'paused' | 'unavailable'

export interface HeroVideoProps {
  /** `videoLink`: without script, the video file itself, where the browser's own player needs script (WebKit's). */
  copy: Pick<
    (typeof hero)['en'],
    'playLabel' | 'pauseLabel' | 'posterAlt' | 'videoTitle' | 'videoDescription' | 'videoLink'
  >
  offline: (typeof pwa)['en']['video']
}

const chosenSource = (video: HTMLVideoElement) => (video.canPlayType('video/webm') ? media.hero.webm : media.hero.mp4)

/** Nothing downloads before play; a visible pause control (WCAG 2.2.2), a text description (1.2.1), kept for offline replay. */
export function HeroVideo({ copy, offline }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<VideoState>('idle')
  const toggleButton = useRef<HTMLButtonElement>(null)
  const startedByButton = useRef(false)
  const figure = useRef<HTMLElement>(null)
  const playButton = useEarly('play')

  // Checked as the early-input script lets go of Play, which is after hydration commits: a press between the two started it.
  useLayoutEffect(() => {
    const element = video.current
    if (!playButton.hydrated || figure.current?.getAttribute('data-early-video') !== 'started' || !element) return
    figure.current.removeAttribute('data-early-video')
    // Focus on Play, or dropped when Play was hidden as the video started: it goes to the pause control.
    const active = document.activeElement
    startedByButton.current = active === playButton.ref.current || active === null || active === document.body
    setState('playing')
    void keepVideoForOffline(element.currentSrc || chosenSource(element))
  }, [playButton.hydrated, playButton.ref])

  // The play button disappears once the video starts: keep keyboard focus on the pause control.
  useEffect(() => {
    if (state === 'playing' && startedByButton.current) {
      startedByButton.current = false
      toggleButton.current?.focus()
    }
  }, [state])

  const play = async () => {
    const element = video.current
    if (!element) return
    const source = chosenSource(element)
    if (!(await isVideoAvailable(source))) {
      setState('unavailable')
      return
    }
    setState('playing')
    element.play().then(
      () => keepVideoForOffline(source),
      () => setState((current) => (current === 'unavailable' ? current : 'paused')),
    )
  }

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void play()
    else element.pause()
  }

  const showPoster = state === 'idle' || state === 'unavailable'

  return (
    <figure
      ref={figure}
      className={styles.media}
      aria-labelledby="hero-video-title"
      // Never changed by React, so the effect above still reads what the script wrote.
      data-early-video=""
      suppressHydrationWarning
    >
      <div className={styles.frame}>
        <video
          ref={video}
          className={styles.video}
          width={media.hero.width}
          height={media.hero.height}
          preload="none"
          // Firefox makes a <video> without controls a Tab stop, hidden under the poster.
          tabIndex={-1}
          muted
          loop
          playsInline
          aria-describedby="hero-video-description"
          onPlay={() => setState('playing')}
          onPause={() => setState((current) => (current === 'playing' ? 'paused' : current))}
        >
          <VideoSources onError={() => setState('unavailable')} />
        </video>
        {showPoster ? (
          <div className={styles.overlay}>
            <img
              className={styles.poster}
              src={media.hero.poster}
              srcSet={media.hero.posterSrcSet}
              sizes="(min-width: 64em) 36rem, 100vw"
              width={media.hero.width}
              height={media.hero.height}
              alt={copy.posterAlt}
              // Only on wide screens is the poster the largest paint (routes/index.tsx preloads it there).
              fetchPriority="low"
            />
            {state === 'idle' ? (
              <Button
                ref={playButton.ref}
                {...playButton.props}
                variant="primary"
                className={styles.play}
                onPress={() => {
                  startedByButton.current = true
                  void play()
                }}
              >
                <Icon name="play" />
                {copy.playLabel}
              </Button>
            ) : null}
          </div>
        ) : (
          <Button ref={toggleButton} variant="icon-inverse" className={styles.toggle} onPress={toggle}>
            <Icon name={state === 'playing' ? 'pause' : 'play'} />
            <span className="visually-hidden">{state === 'playing' ? copy.pauseLabel : copy.playLabel}</span>
          </Button>
        )}
        {/* Without script the browser's own player takes the overlay's place (Hero.module.css). */}
        <noscript>
          <video
            className={styles.native}
            width={media.hero.width}
            height={media.hero.height}
            poster={media.hero.poster}
            preload="none"
            controls
            muted
            loop
            playsInline
            aria-describedby="hero-video-description"
          >
            <VideoSources />
          </video>
        </noscript>
      </div>
      <figcaption className={styles.caption}>
        <span id="hero-video-title" className={styles.captionTitle}>
          {copy.videoTitle}
        </span>
        {/* The caption shows the title; the description is read with the video (WCAG 1.2.1). */}
        <span id="hero-video-description" className="visually-hidden">
          {copy.videoDescription}
        </span>
        <noscript>
          <a className={styles.videoLink} href={media.hero.webm}>
            {copy.videoLink}
          </a>
        </noscript>
        <span role="status" className={styles.notice}>
          {state === 'unavailable' ? offline.unavailable : null}
        </span>
      </figcaption>
    </figure>
  )
}

/** WebM first: Firefox and WebKit on Linux play it, not H.264 (docs/toolchain.md). */
function VideoSources({ onError }: { onError?: () => void }) {
  return (
    <>
      <source src={media.hero.webm} type="video/webm" />
      <source src={media.hero.mp4} type="video/mp4" onError={onError} />
    </>
  )
}
