import { Icon, type IconProps } from '../Icon/Icon'
import styles from './CardGrid.module.css'

export interface CardGridProps {
  cards: { icon: IconProps['name']; title: string; text: string }[]
}

export function CardGrid({ cards }: CardGridProps) {
  return (
    <ul className={styles.grid}>
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
