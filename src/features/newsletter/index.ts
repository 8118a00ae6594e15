/** The Drinksletter (decision 024): the subscription form of the footer and the home page. */
export { NewsletterForm } from './NewsletterForm'
