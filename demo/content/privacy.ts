/**
 * The demo's privacy policy (page `privacy` of web/get_info_by_slug), in Chinese. It describes what this
 * site and the demo backend really collect and keep: the contact form's and the sample form's fields, the
 * investor question form's and the rights request form's fields, the consent to publish a question, the
 * captcha, a member's sign-in token in the tab's sessionStorage, the language and reading-aid choices in
 * localStorage, the server's request log and rate-limit counts. The English text is demo/content/en/privacy.ts.
 */
import type { PageInput } from '@/lib/backend/types';

export const PRIVACY_UPDATED_AT = '2026-11-22';

export const privacyPage: PageInput = {
  id: 5,
  slug: 'privacy',
  title: '隐私政策',
  subtitle: '我们如何处理您在本网站提供的个人信息',
  content: [
    '<p>星垣微电子股份有限公司（以下简称“我们”）依照《中华人民共和国个人信息保护法》等法律法规处理个人信息。本政策说明您访问本网站（中文与英文页面）时，我们收集哪些个人信息、为什么收集、保存多久、与谁共享，以及您如何行使自己的权利。</p>',
    '<h2>一、我们收集的信息与目的</h2>',
    '<p>浏览本网站无需提供任何个人信息。只有在您主动使用以下功能时，我们才收集完成该功能所必需的信息：</p>',
    '<ul>',
    '<li><strong>在线留言</strong>（联系我们）：姓名、公司（选填）、电子邮箱、电话（选填）、咨询类型与留言内容。仅用于回复您的咨询。</li>',
    '<li><strong>样片申请</strong>：申请的型号与数量、项目名称与应用、公司、姓名、电子邮箱、电话与收件地址。用于审核申请、寄送样片，并就本次申请与您联系。</li>',
    '<li><strong>投资者提问</strong>（投资者问答）：问题类别与内容、姓名（选填，可匿名）、电子邮箱、电话（选填）。用于答复您的提问；如您<strong>另行勾选同意</strong>，我们会在投资者问答栏目公开您的问题及公司的答复（不公开姓名与联系方式），并记录您同意时所依据的本政策版本与时间。不勾选不影响提问。会员登录后提问的，问题与答复可在“我的账户”查看。</li>',
    '<li><strong>个人信息权利请求</strong>：请求类型、姓名、电子邮箱、电话（选填）、会员账号（注销账号时）与请求说明。仅用于核验身份、处理并答复该请求。</li>',
    '<li><strong>会员登录</strong>：账号与密码，仅用于核验身份，本网站不保存密码。登录成功后，登录凭证保存在您浏览器当前标签页的会话存储（sessionStorage）中，关闭标签页即清除；会员订阅的产品变更通知（所订阅的产品或产品线）由我们保存，用于向您发送通知。</li>',
    '<li><strong>验证码</strong>：提交表单时的图形验证码及其校验结果，仅用于防止自动提交，不与您的身份关联。</li>',
    '<li><strong>语言选择与无障碍设置</strong>：您选择的界面语言，以及在“无障碍”工具中选择的字号、高对比度、大鼠标、阅读辅助线与简化模式，保存在您浏览器的本地存储（localStorage）中，只在您的设备上，我们不读取也不收集。朗读功能使用您浏览器自带的语音合成，页面文字不会发送给任何人。</li>',
    '<li><strong>服务器日志</strong>：为保障网站运行与安全，服务器记录每个请求的时间、请求方式、页面路径（不含查询参数）、响应状态与处理时长。日志不记录 Cookie、登录凭证、查询参数或表单内容。</li>',
    '<li><strong>防滥用计数</strong>：为限制登录、验证码、留言、样片申请、投资者提问与权利请求的提交频率，服务器按访问地址（IP 地址）和登录账号计数，计数最长保留 15 分钟，到期自动清除。</li>',
    '</ul>',
    '<p>本网站不使用 Cookie 跟踪您，不加载任何第三方脚本、字体、验证码或统计分析服务：您的浏览器只与本网站及我们的服务器通信。</p>',
    '<h2>二、保存期限</h2>',
    '<ul>',
    '<li>留言：自处理完毕之日起保存 2 年，用于后续服务与答复查询，期满删除。</li>',
    '<li>样片申请记录：自寄送之日起保存 3 年，用于质量追溯与出口合规，期满删除。</li>',
    '<li>投资者提问：自答复之日起保存 3 年；已公开的问答在公开期间保存，您可随时要求撤下。</li>',
    '<li>个人信息权利请求：自办结之日起保存 3 年，用于证明已依法处理。</li>',
    '<li>会员资料与订阅：在您的会员账户存续期间保存；注销账户后 15 日内删除。</li>',
    '<li>服务器日志：保存 30 日后删除。</li>',
    '</ul>',
    '<p>法律法规另有规定的，从其规定。</p>',
    '<h2>三、共享、委托处理与公开披露</h2>',
    '<p>我们不出售您的个人信息，也不将其用于营销。仅在以下情形下提供给第三方：</p>',
    '<ul>',
    '<li>寄送样片时，将收件人姓名、电话与地址提供给承运的快递公司，仅用于投递；</li>',
    '<li>依照法律法规、司法或行政机关的要求。</li>',
    '</ul>',
    '<p>本网站及存储您信息的服务器位于中华人民共和国境内，我们不向境外提供您的个人信息。</p>',
    '<h2>四、您的权利</h2>',
    '<p>您有权查阅、复制、更正、补充和删除您的个人信息，有权撤回同意、注销会员账户，并有权要求我们对个人信息处理规则作出解释。请使用<a href="/privacy/request">个人信息权利请求</a>页面在线提交（提交后会得到请求编号），或发送电子邮件至 <a href="mailto:privacy@xingyuan-micro.example">privacy@xingyuan-micro.example</a>，写明您的请求和可核实身份的联系方式（例如提交留言时使用的邮箱）。我们将在 15 个工作日内答复。撤回同意不影响撤回前基于同意已进行的处理。</p>',
    '<h2>五、安全措施</h2>',
    '<p>本网站全程使用 HTTPS 加密传输；个人信息仅限负责答复与寄送的人员按需访问；登录凭证经签名、有时效，且不写入日志。</p>',
    '<h2>六、未成年人</h2>',
    '<p>本网站面向企业客户与投资者，不面向未满十四周岁的未成年人。如您是未成年人的监护人并认为我们处理了其个人信息，请与我们联系，我们将及时删除。</p>',
    '<h2>七、本政策的更新</h2>',
    '<p>本政策更新时，我们将在本页面发布新版本并注明更新日期；重大变更会在本网站显著位置提示。</p>',
    '<h2>八、联系我们</h2>',
    '<p>个人信息保护负责人：星垣微电子股份有限公司法务部，上海市浦东新区张江高科技园区星垣路 88 号；电子邮箱 <a href="mailto:privacy@xingyuan-micro.example">privacy@xingyuan-micro.example</a>。</p>',
  ].join(''),
  cover: '',
  seo_title: '隐私政策',
  seo_description: '星垣微电子网站收集哪些个人信息、为什么收集、保存多久、与谁共享，以及如何查阅、更正和删除您的信息。',
  updated_at: PRIVACY_UPDATED_AT,
};
