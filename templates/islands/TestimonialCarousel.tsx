/**
 * Testimonial carousel (three items with dots, docs/site.md#testimonial-carousel; APG carousel). The slides sit in a
 * horizontal scroll-snap track, so before script they can be swiped and the dots (links to each slide) work. With
 * script: previous/next, dots, and rotation every 7 s that stops on hover or focus inside, with a visible pause/play
 * control; no automatic rotation under prefers-reduced-motion. The live region is polite only when not rotating (APG).
 * Once hydrated, only the current slide is exposed to assistive technology, so that the one that comes into view is
 * announced (the track only scrolls: nothing else in the live region changes), and only then does a dot say which
 * slide is current (before script, a dot followed by the browser could not update it).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Testimonial } from '../../src/model/types.ts';
import { Icon } from '../components/Icon.tsx';
import { useHydrated } from './useHydrated.ts';

export const ROTATION_MS = 7000;

export interface TestimonialCarouselProps {
  testimonials: Testimonial[];
  label: string;
}

export default function TestimonialCarousel({ testimonials, label }: TestimonialCarouselProps) {
  const uid = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false); // pointer over or focus inside
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // While the track scrolls to a slide the buttons chose, the positions it passes are not the visitor's choice.
  const scrollingTo = useRef<number | null>(null);
  const count = testimonials.length;

  useEffect(() => {
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    // The focus or pointer that made the island load came before React listened: rotation must not start under it.
    const root = rootRef.current;
    if (root && (root.contains(document.activeElement) || root.matches(':hover'))) setHeld(true);
  }, []);

  const go = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    const track = trackRef.current;
    const slide = track?.children[target] as HTMLElement | undefined;
    if (track && slide) {
      const left = slide.offsetLeft - track.offsetLeft;
      // No scroll event comes when the track is already there; only a real move is waited for.
      scrollingTo.current = Math.abs(track.scrollLeft - left) > 1 ? target : null;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
    }
  };

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setInterval(() => go(index + 1), ROTATION_MS);
    return () => clearInterval(timer);
  });

  // Keep the dots in step when the visitor swipes the track.
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const seen = Math.round(track.scrollLeft / track.clientWidth);
    if (scrollingTo.current !== null) {
      if (seen === scrollingTo.current) scrollingTo.current = null;
      return;
    }
    if (seen !== index && seen >= 0 && seen < count) setIndex(seen);
  };

  return (
    <div
      ref={rootRef}
      role="group"
      className="carousel"
      aria-roledescription="carrossel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {/* A scrollable region must be reachable by keyboard (axe 'scrollable-region-focusable'): the track takes focus
          and arrow keys scroll it natively. */}
      <div className="carousel__track" ref={trackRef} onScroll={onScroll} aria-live={playing && !held ? 'off' : 'polite'} tabIndex={0} role="group" aria-label="Lista de depoimentos">
        {testimonials.map((item, i) => (
          <div className="carousel__slide" key={i} id={`${uid}depoimento-${i + 1}`} role="group" aria-roledescription="depoimento" aria-label={`${i + 1} de ${count}`} aria-hidden={hydrated && i !== index ? true : undefined}>
            <p className="carousel__stars">
              {Array.from({ length: 5 }, (_, star) => (
                <span key={star} className={star < item.rating ? 'star star--on' : 'star'}><Icon name="star" size={18} /></span>
              ))}
              <span className="sr-only">Nota {item.rating} de 5</span>
            </p>
            <blockquote className="carousel__quote"><p>{item.text}</p></blockquote>
            <p className="carousel__caption">
              <span className="carousel__name">{item.name}</span>
              <span className="carousel__treatment">{item.treatment}</span>
            </p>
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        {/* data-action: a tap on "Reproduzir" before the script arrives is not replayed once rotation started by itself
            (src/render/client/hydrate.ts), which would stop it. */}
        <button type="button" className="carousel__button" data-action={playing ? 'pausar' : 'reproduzir'} onClick={() => setPlaying(!playing)}>
          <Icon name={playing ? 'pause' : 'play'} size={18} />
          <span>{playing ? 'Pausar' : 'Reproduzir'}</span>
          <span className="sr-only"> rotação dos depoimentos</span>
        </button>
        <button type="button" className="carousel__button carousel__button--icon carousel__button--previous" onClick={() => go(index - 1)} aria-label="Depoimento anterior">
          <Icon name="arrow" size={18} />
        </button>
        <ol className="carousel__dots">
          {testimonials.map((_, i) => (
            <li key={i}>
              <a
                href={`#${uid}depoimento-${i + 1}`}
                className="carousel__dot"
                aria-current={hydrated && i === index ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(i);
                }}
              >
                <span className="sr-only">Depoimento {i + 1} de {count}</span>
              </a>
            </li>
          ))}
        </ol>
        <button type="button" className="carousel__button carousel__button--icon" onClick={() => go(index + 1)} aria-label="Próximo depoimento">
          <Icon name="arrow" size={18} />
        </button>
      </div>
    </div>
  );
}
