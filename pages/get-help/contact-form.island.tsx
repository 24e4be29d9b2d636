import { ToastProvider } from '../../renderer/components/toast.tsx'
import { island } from '../../renderer/islands/island.tsx'
import { ContactForm, type ContactFormProps } from './contact-form.tsx'

/** The contact form with the toast that tells how sending went. */
function ContactFormWithToast(props: ContactFormProps) {
  return (
    <ToastProvider>
      <ContactForm {...props} />
    </ToastProvider>
  )
}

/** The contact form on /get-help. */
export default island('contact-form', ContactFormWithToast)
