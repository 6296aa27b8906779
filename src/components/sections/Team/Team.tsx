import { team as teamCopy } from '../../../content/home'
import { useLang } from '../../../lib/page-context'
import { Section } from '../../../ui/Section/Section'
import styles from './Team.module.css'

/** Only real people the business has named: with none, no section at all. */
export function Team() {
  const team = teamCopy[useLang()]
  if (!team.members.length) return null
  return (
    <Section id="team" title={team.title} intro={team.intro} tone="subtle">
      <ul className={styles.members}>
        {team.members.map((member) => (
          <li key={member.name} className={styles.member}>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            {member.bio ? <p>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
