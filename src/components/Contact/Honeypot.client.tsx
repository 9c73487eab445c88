'use client'

import styled from 'styled-components'

/*
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers) but form-filling bots do; the server drops any message that has it filled in.
 */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export function Honeypot() {
  return (
    <Trap aria-hidden="true">
      <label>
        Homepage
        <input type="text" name="homepage" tabIndex={-1} autoComplete="off" />
      </label>
    </Trap>
  )
}
