// What the server writes to a person is in the language of the page that
// asked: the contact form's island declares it (Content-Language: es), a form
// posted without JavaScript from /es/... carries it in its path.
import t from 'tap'
import { createTestApp } from '../helpers/app.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { postForm, postJson } from '../helpers/post.ts'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Mi lista de tareas no se guarda',
  category: 'technical',
  message: 'Cuando recargo la página, mis tareas desaparecen.',
  urgency: 'high',
  formToken: tokenOpenedAMinuteAgo(),
}
const spanish = { headers: { 'content-language': 'es' } }

t.test('the contact API answers a Spanish page in Spanish, and an English one as before', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const sent = await postJson(app, '/api/contact', valid, spanish)
  t.equal(sent.statusCode, 201)
  t.same(sent.json(), { outcome: 'sent', title: '¡Mensaje enviado!', description: 'Te responderemos en menos de 24 horas.' })
  const empty = await postJson(app, '/api/contact', { ...valid, name: '  ' }, spanish)
  t.equal(empty.statusCode, 400)
  t.match(empty.json(), { field: 'name', message: 'name: escribe algo en este campo' })
  const email = await postJson(app, '/api/contact', { ...valid, email: 'ada@' }, spanish)
  t.match(email.json(), { field: 'email', message: 'email: escribe un correo electrónico válido, como nombre@ejemplo.com' })
  const english = await postJson(app, '/api/contact', { ...valid, name: '  ' })
  t.match(english.json(), { field: 'name', message: 'name must not be empty' })
})

t.test('over the limit, the wait is said in Spanish with its plural', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1' })
  t.teardown(close)
  t.equal((await postJson(app, '/api/contact', valid, spanish)).statusCode, 201)
  const limited = await postJson(app, '/api/contact', valid, spanish)
  t.equal(limited.statusCode, 429)
  t.match(
    limited.json().message,
    /^Enviaste demasiados mensajes en poco tiempo\. Inténtalo de nuevo en (1 minuto|\d+ segundos?)\. Lo que escribiste sigue aquí\.$/,
  )
})

t.test('a form posted without JavaScript from /es/get-help is taken there, and its sender lands on the Spanish help page', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const { formToken: _formToken, ...fields } = valid
  const sent = await postForm(app, '/es/get-help', fields)
  t.equal(sent.statusCode, 303)
  t.equal(sent.headers.location, '/es/get-help?sent=1#contact')
})
