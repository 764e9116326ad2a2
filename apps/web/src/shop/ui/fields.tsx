import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** Labelled inputs: the error is announced, tied to the input and marks it invalid. */
interface FieldProps {
  label: ReactNode;
  error?: string | null;
  help?: ReactNode;
}

export function TextField({ label, error, help, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {help && (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} announce={false} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  children,
  className,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} announce={false} />
    </div>
  );
}

export function CheckboxField({ label, error, help, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field field-check">
      <input type="checkbox" id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      <label htmlFor={id}>{label}</label>
      {help && (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} announce={false} />
    </div>
  );
}

/**
 * A field's error. Inside a form the summary above the button is the alert and the first invalid
 * field takes the focus, so the field errors are read with their inputs (`announce` false).
 */
export function FieldError({ id, error, announce = true }: { id?: string; error?: string | null; announce?: boolean }) {
  if (!error) return null;
  return (
    <p className="field-error" id={id} role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/** A message about the whole form or page. */
/** `takeFocus`: the notice is why the visitor was brought to this page, so it is focused (and scrolled to) once drawn. */
export function ErrorNotice({ messages, takeFocus = false }: { messages: readonly string[]; takeFocus?: boolean }) {
  const notice = useRef<HTMLDivElement>(null);
  const shown = messages.length > 0;
  useEffect(() => {
    if (!takeFocus || !shown) return;
    // After the layout's own move of the focus to a new page (its effect runs after this one).
    const frame = requestAnimationFrame(() => notice.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [takeFocus, shown]);
  if (!shown) return null;
  return (
    <div className="notice notice-error" role="alert" ref={notice} tabIndex={takeFocus ? -1 : undefined}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
