import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import styles from './BackLink.module.css'

/** The link back to home at the top of a page, with its arrow. */
export function BackLink({ children }: { children: string }) {
  return (
    <Link to="/" variant="text" className={styles.back}>
      <Icon name="arrow-left" size={18} />
      {children}
    </Link>
  )
}
