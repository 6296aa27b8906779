import type { IconCard } from '../../content/types'
import { Icon } from '../Icon/Icon'
import styles from './CardGrid.module.css'

export interface CardGridProps {
  cards: IconCard[]
  /** @default 3 */
  columns?: 2 | 3
}

/** A list of icon cards, used by the package and features sections. */
export function CardGrid({ cards, columns = 3 }: CardGridProps) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={card.icon} />
          </span>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
