import type { KeyboardEvent } from 'react'

/** What the combobox's assistant (SearchAssist, loaded on the first focus) tells the input to show. */
export type AssistState = { expanded: boolean; activeDescendant: string | undefined }

/** The input's events the assistant handles once it is there; before that the input is a plain search field. */
export type AssistHandle = {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onFocus: () => void
  onBlur: () => void
  onType: () => void
  close: () => void
}

export const ASSIST_IDLE: AssistState = { expanded: false, activeDescendant: undefined }
