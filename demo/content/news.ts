/**
 * Demo news: 32 items from December 2024 to November 2026 in two categories. Pure data.
 */
export const NEWS_CATEGORIES = { company: 21, industry: 22 } as const;

export type RawNews = { id: number; category: number; date: string; title: string; summary: string; paragraphs: string[]; source?: string };

const { company, industry } = NEWS_CATEGORIES;
const WATCH = '行业观察';

export const rawNews: RawNews[] = [
  { id: 201, category: company, date: '2026-10-28', title: '星垣微电子发布 2026 年第三季度报告', summary: '前三季度营业收入同比增长 31.6%，研发投入占营业收入 24.8%。', paragraphs: ['公司前三季度实现营业收入 9.62 亿元，同比增长 31.6%；归属于上市公司股东的净利润 1.18 亿元，同比增长 42.3%。', '信号链与车规产品收入占比持续提升，第三季度车规产品收入环比增长 18%。', '报告全文请见投资者关系栏目的定期报告。'] },
  { id: 202, category: company, date: '2026-09-18', title: 'XY7402 车规级霍尔传感器启动客户送样', summary: '面向踏板与电机电流检测，计划 2027 年量产。', paragraphs: ['XY7402 已向多家汽车零部件客户送样，设计目标为 AEC-Q100 Grade 0。', '该产品支持灵敏度与零点编程，可减少产线校准工序。'] },
  { id: 203, category: industry, date: '2026-08-06', title: '工业自动化对高精度信号链的需求持续增长', summary: '行业报告显示，工业测量用 ADC 市场年复合增长率超过 9%。', paragraphs: ['多家研究机构预计高精度 ADC 市场将保持稳定增长。', '工业现场对多通道同步采样与功能安全的需求明显上升。'], source: WATCH },
  { id: 204, category: company, date: '2026-06-12', title: '星垣微电子亮相 2026 慕尼黑上海电子展', summary: '展示电源管理、信号链与无线连接全系列方案。', paragraphs: ['公司在展会上发布了新一代低功耗蓝牙参考设计。', '展台共展出 40 余款产品与 12 套应用方案。'] },
  { id: 205, category: company, date: '2026-03-20', title: 'XY3321 零漂移运算放大器开放样片申请', summary: '失调电压仅 5 µV，适用于电流检测与桥式传感器。', paragraphs: ['即日起客户可通过销售渠道或官网联系表单申请样片。', 'XY3321 采用零漂移架构，温漂仅 0.02 µV/°C。'] },
  { id: 206, category: industry, date: '2026-01-15', title: '2025 年国内模拟芯片市场回顾', summary: '国产模拟芯片在工业与汽车领域的份额稳步提升。', paragraphs: ['模拟芯片国产化率进一步提高。', '工业与汽车客户对供应链安全的重视推动了本土厂商的导入。'], source: WATCH },
  { id: 207, category: company, date: '2025-11-08', title: '苏州研发中心新办公楼启用', summary: '新增研发面积 8000 平方米，建成可靠性实验室。', paragraphs: ['新办公楼包含可靠性与失效分析实验室。', '实验室具备 HTOL、THB、温度循环等车规可靠性考核能力。'] },
  { id: 208, category: company, date: '2025-06-10', title: 'XY8850 系列 24 位 Σ-Δ ADC 正式量产', summary: '0.5 ppm 积分非线性，面向工业测量与医疗仪器。', paragraphs: ['XY8850 系列通过全部可靠性考核，开始批量供货。', '配套评估板与参考设计已同步上线。'] },
  { id: 209, category: industry, date: '2025-04-22', title: '低功耗蓝牙在资产追踪领域加速落地', summary: '蓝牙信道探测功能为室内定位带来新机会。', paragraphs: ['资产追踪成为低功耗蓝牙增长最快的应用之一。', '信道探测可在不增加 UWB 芯片的情况下实现厘米级测距。'], source: WATCH },
  { id: 210, category: company, date: '2025-02-14', title: '星垣微电子荣获“年度最具创新力模拟芯片企业”', summary: '公司在年度中国芯评选中获奖。', paragraphs: ['公司凭借信号链产品的创新获得评委认可。'] },
  { id: 211, category: company, date: '2026-11-12', title: '星垣微电子举办 2026 年第三季度业绩说明会', summary: '公司董事长、总经理与财务总监在线回答投资者提问。', paragraphs: ['本次说明会以网络互动方式召开，共回答投资者问题 36 个。', '管理层介绍了车规产品与无线连接产品线的进展。', '登录会员可阅读<a href="/news/detail/299">问答实录全文</a>。'] },
  { id: 212, category: company, date: '2026-10-15', title: 'XY5210 LE Audio 音频 SoC 完成首次流片', summary: '支持 LC3 编解码与 Auracast 广播音频。', paragraphs: ['XY5210 首次流片样品已完成功能验证。', '公司计划 2027 年第二季度向客户提供样片。'] },
  { id: 213, category: industry, date: '2026-09-30', title: 'Matter 1.4 规范发布，多协议 SoC 迎来新需求', summary: '新规范扩展了能源管理与家电设备类型。', paragraphs: ['Matter 1.4 增加了热泵、储能与电动汽车充电设备类型。', '同时支持 Thread 与蓝牙的多协议 SoC 在智能家居中的渗透率持续提高。'], source: WATCH },
  { id: 214, category: company, date: '2026-08-25', title: '星垣微电子 2026 年半年度报告发布', summary: '上半年营业收入 6.31 亿元，同比增长 29.4%。', paragraphs: ['上半年公司实现营业收入 6.31 亿元，同比增长 29.4%。', '研发投入 1.57 亿元，占营业收入的 24.9%。'] },
  { id: 215, category: company, date: '2026-07-18', title: '公司通过 ISO 26262 功能安全流程认证', summary: '获得 ASIL D 级功能安全流程认证证书。', paragraphs: ['公司汽车芯片开发流程通过第三方机构 ISO 26262 ASIL D 认证。', '这标志着公司具备开发最高等级功能安全芯片的流程能力。'] },
  { id: 216, category: industry, date: '2026-06-28', title: '48 V 轻混系统带动高压电源芯片需求', summary: '48 V 系统在乘用车与电动两轮车上加速普及。', paragraphs: ['48 V 架构对 60 V 及以上耐压的 DC-DC 转换器提出需求。'], source: WATCH },
  { id: 217, category: company, date: '2026-05-15', title: 'XY6560 60 V 同步降压转换器开放样片', summary: '可在 48 V 系统中直接降压至 5 V 或 3.3 V。', paragraphs: ['XY6560 支持 4.5 V 至 60 V 宽输入，输出电流 5 A。', '样片与评估板可通过销售渠道申请。'] },
  { id: 218, category: company, date: '2026-04-26', title: '星垣微电子发布 2025 年年度报告', summary: '全年营业收入 10.87 亿元，首次突破 10 亿元。', paragraphs: ['2025 年公司实现营业收入 10.87 亿元，同比增长 27.1%。', '公司拟向全体股东每 10 股派发现金红利 2.50 元（含税）。'] },
  { id: 219, category: company, date: '2026-04-09', title: 'XY5301 支持信道探测的蓝牙 5.4 SoC 发布', summary: '厘米级测距，面向数字车钥匙与室内定位。', paragraphs: ['XY5301 支持蓝牙信道探测功能，测距精度可达 10 厘米。'] },
  { id: 220, category: industry, date: '2026-03-05', title: '全球半导体设备支出预计连续第三年增长', summary: '成熟制程产能扩张仍是模拟芯片供应的重要支撑。', paragraphs: ['行业协会预计今年全球半导体设备支出同比增长 8%。'], source: WATCH },
  { id: 221, category: company, date: '2026-02-10', title: '星垣微电子成都研发中心揭牌', summary: '聚焦无线连接与射频技术研发。', paragraphs: ['成都研发中心首期团队 60 人，重点开展射频前端与低功耗蓝牙研发。'] },
  { id: 222, category: company, date: '2025-12-20', title: '公司荣获“上海市专精特新企业”称号', summary: '获评上海市专精特新中小企业。', paragraphs: ['公司在高性能模拟芯片领域的持续投入获得主管部门认可。'] },
  { id: 223, category: industry, date: '2025-12-02', title: '新能源汽车电池管理系统芯片国产化提速', summary: '本土 AFE 与隔离芯片加快进入主机厂供应链。', paragraphs: ['电池管理系统对高精度 ADC 与隔离通信芯片的需求持续增长。'], source: WATCH },
  { id: 224, category: company, date: '2025-10-30', title: '星垣微电子发布 2025 年第三季度报告', summary: '前三季度营业收入 7.31 亿元，同比增长 26.8%。', paragraphs: ['公司前三季度实现营业收入 7.31 亿元，同比增长 26.8%。'] },
  { id: 225, category: company, date: '2025-09-08', title: 'XY6830 开关充电芯片量产', summary: '3 A 充电电流，充电效率 93%。', paragraphs: ['XY6830 已通过主要手机品牌认证并批量出货。'] },
  { id: 226, category: company, date: '2025-08-22', title: '星垣微电子 2025 年半年度报告发布', summary: '上半年营业收入 4.88 亿元，同比增长 25.2%。', paragraphs: ['上半年公司实现营业收入 4.88 亿元。'] },
  { id: 227, category: industry, date: '2025-07-16', title: '可穿戴设备对超低功耗传感器的要求不断提高', summary: '健康监测功能推动温度与运动传感器升级。', paragraphs: ['体温连续监测对温度传感器提出 ±0.1 °C 的精度要求。'], source: WATCH },
  { id: 228, category: company, date: '2025-05-20', title: '公司 2024 年年度股东大会顺利召开', summary: '审议通过年度报告、利润分配方案等 11 项议案。', paragraphs: ['本次股东大会采用现场与网络投票相结合的方式召开。'] },
  { id: 229, category: company, date: '2025-03-28', title: 'XY5501 多协议无线 SoC 量产', summary: '支持蓝牙、Zigbee 与 Thread，面向 Matter 设备。', paragraphs: ['XY5501 已通过 Matter 与 Zigbee 联盟认证。'] },
  { id: 230, category: company, date: '2025-01-20', title: '车规级 LDO XY6218 通过 AEC-Q100 Grade 1 认证', summary: '静态电流 4 µA，耐压 40 V。', paragraphs: ['XY6218 通过全部 AEC-Q100 Grade 1 可靠性考核。'] },
  { id: 231, category: industry, date: '2025-01-06', title: '2025 年模拟芯片行业展望', summary: '工业与汽车库存去化接近尾声，需求有望回暖。', paragraphs: ['多家机构预计模拟芯片需求将在 2025 年下半年恢复增长。'], source: WATCH },
  { id: 232, category: company, date: '2024-12-18', title: '星垣微电子入选国家级知识产权示范企业', summary: '公司知识产权管理体系获得认可。', paragraphs: ['截至 2024 年底，公司累计获得授权专利 268 项。'] },
];
