import { Icon } from '@/components/Primitives/Icon'

/** The players' one button face: two bars while playing, a triangle while not. */
export function PlayPauseIcon({ playing, size }: { playing: boolean; size: number }) {
  return (
    <Icon width={size} height={size} fill="currentColor" stroke="none">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
    </Icon>
  )
}
