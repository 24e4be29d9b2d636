import { island } from '../islands/island.tsx'
import { SubscribeForm } from './subscribe-form.tsx'

/** The blog's subscribe form. */
export default island('subscribe-form', SubscribeForm)
