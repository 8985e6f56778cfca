'use client';

import { useState } from 'react';
import { Button, Form, Input, Result, Select } from 'antd';
import { CALLS } from '@/lib/backend/calls';
import { MESSAGE_LIMITS, MESSAGE_TOPIC_LABELS, MESSAGE_TOPICS, PHONE_PATTERN, messagePayload, type MessageFields } from '@/lib/backend/message';
import { request } from '@/lib/client/api';
import { RequestError } from '@/lib/client/request';
import { useCaptcha } from '@/lib/client/use-captcha';
import { AntdTheme } from '@/components/antd-theme';
import styles from './contact.module.css';

type Fields = MessageFields;

/**
 * The contact form. The captcha comes from web/generate_verify and is single-use, so every attempt, right
 * or wrong, is followed by a fresh one. Field rules mirror the backend's (lib/backend/message.ts); the
 * backend stays the authority and its refusals arrive as the catalogue's toasts (SPEC §8).
 */
export function MessageForm() {
  const [form] = Form.useForm<Fields>();
  const { captcha, failed: captchaFailed, reload: loadCaptcha } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ id: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);


  const submit = async (fields: Fields) => {
    if (!captcha) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await request<{ id: string }>(CALLS.submitMessage, messagePayload(fields, captcha.key));
      setDone(result);
      form.resetFields();
    } catch (error) {
      // Envelope refusals were toasted by the request helper; say it next to the field too.
      if (error instanceof RequestError && error.code !== null) {
        if (/验证码/.test(error.message)) form.setFields([{ name: 'verify_code', value: '', errors: [error.message] }]);
        else setFailure(error.message);
      } else {
        setFailure('提交失败，请稍后重试，或直接发送邮件与我们联系。');
      }
      void loadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title="留言已提交"
        subTitle={`我们将在一个工作日内回复您。留言编号：${done.id.slice(0, 8).toUpperCase()}`}
        extra={
          <Button
            onClick={() => {
              setDone(null);
              void loadCaptcha();
            }}
          >
            再写一条
          </Button>
        }
      />
    );
  }

  return (
    <Form<Fields> form={form} layout="vertical" onFinish={submit} noValidate requiredMark={(label, { required }) => (required ? <>{label} *</> : label)} className={styles.form} aria-label="在线留言">
      <div className={styles.formRow}>
        <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请填写姓名' }, { max: MESSAGE_LIMITS.name, message: `不超过 ${MESSAGE_LIMITS.name} 个字` }]}>
          <Input autoComplete="name" maxLength={MESSAGE_LIMITS.name} />
        </Form.Item>
        <Form.Item label="公司" name="company" rules={[{ max: MESSAGE_LIMITS.company, message: `不超过 ${MESSAGE_LIMITS.company} 个字` }]}>
          <Input autoComplete="organization" maxLength={MESSAGE_LIMITS.company} />
        </Form.Item>
      </div>
      <div className={styles.formRow}>
        <Form.Item label="邮箱" name="email" rules={[{ required: true, message: '请填写邮箱' }, { type: 'email', message: '邮箱格式不正确' }, { max: MESSAGE_LIMITS.email }]}>
          <Input type="email" autoComplete="email" maxLength={MESSAGE_LIMITS.email} />
        </Form.Item>
        <Form.Item label="电话" name="phone" rules={[{ pattern: PHONE_PATTERN, message: '电话只能包含数字、空格、+、- 和括号' }, { max: MESSAGE_LIMITS.phone }]}>
          <Input type="tel" autoComplete="tel" maxLength={MESSAGE_LIMITS.phone} />
        </Form.Item>
      </div>
      <Form.Item label="咨询类型" name="topic" rules={[{ required: true, message: '请选择咨询类型' }]}>
        <Select placeholder="请选择" options={MESSAGE_TOPICS.map((topic) => ({ value: topic, label: MESSAGE_TOPIC_LABELS[topic] }))} />
      </Form.Item>
      <Form.Item
        label="留言内容"
        name="content"
        rules={[
          { required: true, whitespace: true, message: '请填写留言内容' },
          { min: MESSAGE_LIMITS.content.min, message: `至少 ${MESSAGE_LIMITS.content.min} 个字` },
          { max: MESSAGE_LIMITS.content.max, message: `不超过 ${MESSAGE_LIMITS.content.max} 个字` },
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={MESSAGE_LIMITS.content.max} placeholder="请描述您的需求，如型号、用量、应用场景" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className={styles.captchaRow}>
          <Form.Item name="verify_code" noStyle rules={[{ required: true, whitespace: true, message: '请填写验证码' }]}>
            <Input className={styles.captchaInput} autoComplete="off" maxLength={MESSAGE_LIMITS.code} aria-label="验证码" />
          </Form.Item>
          <button type="button" className={styles.captchaButton} onClick={() => void loadCaptcha()} aria-label="看不清，换一张验证码" title="看不清，换一张">
            {captcha ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the backend
              <img src={captcha.image} alt="验证码图片" width={120} height={40} />
            ) : captchaFailed ? (
              <span className={styles.captchaError}>加载失败，点击重试</span>
            ) : (
              <span className={styles.captchaSkeleton} aria-label="验证码加载中" />
            )}
          </button>
        </div>
      </Form.Item>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={!captcha} size="large">
        提交留言
      </Button>
    </Form>
  );
}

/** The form in the site's antd theme: the chunk lazy-message-form.tsx loads. */
export default function ThemedMessageForm() {
  return (
    <AntdTheme>
      <MessageForm />
    </AntdTheme>
  );
}
