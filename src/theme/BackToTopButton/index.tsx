import type {MouseEvent, ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';

/**
 * Wrapped: upstream scrolls back to the top with a JavaScript animation (requestAnimationFrame),
 * which CSS cannot turn off. Readers who ask their system for reduced motion jump to the top
 * instead; everyone else keeps the animation.
 */
export default function BackToTopButtonWrapper(): ReactNode {
  const jumpWhenMotionIsReduced = (e: MouseEvent<HTMLDivElement>) => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    e.stopPropagation();
    window.scrollTo({top: 0, behavior: 'instant'});
  };
  return (
    <div style={{display: 'contents'}} onClickCapture={jumpWhenMotionIsReduced}>
      <BackToTopButton />
    </div>
  );
}
