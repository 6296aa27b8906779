import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import styles from './BackLink.module.css'

export function BackLink({ children }: { children: string }) {
  return (
    <Link to="/" variant="text" className={styles.back}>
      <Icon name="arrow-left" size={18} />
      {children}
    </Link>
  )
}
