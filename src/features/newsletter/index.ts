/** The Drinksletter (issue 12): the subscription form of the footer and the home page. */
export { NewsletterForm } from './NewsletterForm'
