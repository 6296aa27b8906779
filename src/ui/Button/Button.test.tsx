// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from './Button'

describe('Button', () => {
  it('keeps its own class with a class name given as a string or as a function of its state', () => {
    render(
      <>
        <Button className="extra">Plain</Button>
        <Button isDisabled className={({ isDisabled }) => (isDisabled ? 'off' : 'on')}>
          Stateful
        </Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Plain' }).className).toBe('button extra')
    expect(screen.getByRole('button', { name: 'Stateful' }).className).toBe('button off')
  })
})
