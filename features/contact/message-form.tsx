'use client';

import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Result, Select } from 'antd';
import { CONTACT } from './calls';
import { MESSAGE_LIMITS, MESSAGE_TOPICS, PHONE_PATTERN, messagePayload, messageReference, type MessageFields } from './message';
import type { MessageFormLabels } from './message-form.labels';
import { request } from '@/components/api';
import { RequestError } from '@/lib/client/request';
import { useCaptcha } from '@/components/use-captcha';
import { CaptchaTextSwitch } from '@/components/forms/captcha-text-switch';
import { CaptchaButton } from '@/components/forms/captcha-button';
import { AntdTheme } from '@/components/antd-theme';
import styles from './contact.module.css';

type Fields = MessageFields;

/**
 * The contact form. The captcha comes from web/generate_verify and is single-use, so every attempt, right
 * or wrong, is followed by a fresh one. Field rules mirror the backend's (features/contact/message.ts); the
 * backend stays the authority and its refusals arrive as the catalogue's toasts (requirements §8).
 */
export function MessageForm({ labels, notice }: { labels: MessageFormLabels; notice?: ReactNode }) {
  const [form] = Form.useForm<Fields>();
  const {
    captcha,
    failed: captchaFailed,
    unavailable: captchaUnavailable,
    reload: loadCaptcha,
    asText: textCaptcha,
  } = useCaptcha(CONTACT.submitMessage);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ id: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (fields: Fields) => {
    if (!captcha) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await request<{ id: string }>(CONTACT.submitMessage, messagePayload(fields, captcha.key));
      setDone(result);
      form.resetFields();
    } catch (error) {
      // Envelope refusals were toasted by the request helper; say it next to the field too.
      if (error instanceof RequestError && error.code !== null) {
        if (/验证码/.test(error.message)) form.setFields([{ name: 'verify_code', value: '', errors: [error.message] }]);
        else setFailure(error.message);
      } else {
        setFailure(labels.failed);
      }
      loadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={labels.doneTitle}
        subTitle={labels.doneText.replace('{id}', messageReference(done.id))}
        extra={
          <Button
            onClick={() => {
              setDone(null);
              loadCaptcha();
            }}
          >
            {labels.again}
          </Button>
        }
      />
    );
  }

  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      onFinish={submit}
      noValidate
      requiredMark={(label, { required }) => (required ? <>{label} *</> : label)}
      className={styles.form}
      aria-label={labels.form}
    >
      <div className={styles.formRow}>
        <Form.Item
          label={labels.name}
          name="name"
          rules={[
            { required: true, whitespace: true, message: labels.nameRequired },
            { max: MESSAGE_LIMITS.name, message: labels.tooLong.name },
          ]}
        >
          <Input autoComplete="name" maxLength={MESSAGE_LIMITS.name} />
        </Form.Item>
        <Form.Item label={labels.company} name="company" rules={[{ max: MESSAGE_LIMITS.company, message: labels.tooLong.company }]}>
          <Input autoComplete="organization" maxLength={MESSAGE_LIMITS.company} />
        </Form.Item>
      </div>
      <div className={styles.formRow}>
        <Form.Item
          label={labels.email}
          name="email"
          rules={[
            { required: true, message: labels.emailRequired },
            { type: 'email', message: labels.emailInvalid },
            { max: MESSAGE_LIMITS.email },
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={MESSAGE_LIMITS.email} />
        </Form.Item>
        <Form.Item
          label={labels.phone}
          name="phone"
          rules={[{ pattern: PHONE_PATTERN, message: labels.phoneInvalid }, { max: MESSAGE_LIMITS.phone }]}
        >
          <Input type="tel" autoComplete="tel" maxLength={MESSAGE_LIMITS.phone} />
        </Form.Item>
      </div>
      <Form.Item label={labels.topic} name="topic" rules={[{ required: true, message: labels.topicRequired }]}>
        <Select
          placeholder={labels.topicPlaceholder}
          options={MESSAGE_TOPICS.map((topic) => ({ value: topic, label: labels.topics[topic] }))}
        />
      </Form.Item>
      <Form.Item
        label={labels.content}
        name="content"
        rules={[
          { required: true, whitespace: true, message: labels.contentRequired },
          { min: MESSAGE_LIMITS.content.min, message: labels.tooShort },
          { max: MESSAGE_LIMITS.content.max, message: labels.tooLong.content },
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={MESSAGE_LIMITS.content.max} placeholder={labels.contentPlaceholder} />
      </Form.Item>
      <Form.Item label={labels.captcha} required>
        {captcha?.question ? (
          <p id="message-captcha-question" className={styles.captchaQuestion}>
            {captcha.question}
          </p>
        ) : null}
        <div className={styles.captchaRow}>
          <Form.Item name="verify_code" noStyle rules={[{ required: true, whitespace: true, message: labels.captchaRequired }]}>
            <Input
              className={styles.captchaInput}
              autoComplete="off"
              maxLength={MESSAGE_LIMITS.code}
              aria-label={labels.captcha}
              aria-describedby={captcha?.question ? 'message-captcha-question' : undefined}
            />
          </Form.Item>
          <CaptchaButton
            captcha={captcha}
            labels={labels}
            className={styles.captchaButton}
            onClick={loadCaptcha}
            waiting={
              captchaFailed ? (
                <span className={styles.captchaError}>{labels.captchaFailed}</span>
              ) : (
                <span className={styles.captchaSkeleton} aria-label={labels.captchaLoading} />
              )
            }
          />
        </div>
        {captcha?.question ? null : <CaptchaTextSwitch labels={labels} unavailable={captchaUnavailable} onText={textCaptcha} />}
      </Form.Item>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      {notice}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={!captcha} size="large">
        {labels.submit}
      </Button>
    </Form>
  );
}

/** The form in the site's antd theme: the chunk lazy-message-form.tsx loads. */
export default function ThemedMessageForm({ labels, notice }: { labels: MessageFormLabels; notice?: ReactNode }) {
  return (
    <AntdTheme>
      <MessageForm labels={labels} notice={notice} />
    </AntdTheme>
  );
}
