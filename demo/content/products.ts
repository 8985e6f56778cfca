/**
 * Demo product catalogue: 28 parts in 4 product lines. Pure data (no file access) so the asset generator
 * (demo/tools/generate-files.ts) can read it too. Within one line every spec key has one unit, so the
 * site's parametric table can compare values.
 */
import type { LifecycleStatus } from '@/lib/backend/types';

export type Spec = [key: string, label: string, value: number | string, unit?: string];

export type RawProduct = {
  id: number;
  category: number;
  pn: string;
  title: string;
  status: LifecycleStatus;
  date: string;
  summary: string;
  specs: Spec[];
  features: string[];
  applications: string[];
  /** Package and temperature range of each orderable part number. */
  packages: [pkg: string, temp: string][];
  body: string;
};

const IND = '-40 °C 至 125 °C';
const CONSUMER = '-40 °C 至 85 °C';
const AUTO = '-40 °C 至 150 °C';

/** Product-line ids, children of the product channel. */
export const PRODUCT_LINES = { power: 11, signal: 12, wireless: 13, sensors: 14 } as const;

const { power, signal, wireless, sensors } = PRODUCT_LINES;

export const rawProducts: RawProduct[] = [
  // ------------------------------------------------------------------------------ power management
  {
    id: 101, category: power, pn: 'XY6201', title: '300 mA 超低噪声 LDO 稳压器', status: 'mass_production', date: '2024-03-12',
    summary: '输入 1.6 V 至 5.5 V，输出噪声 6 µVrms，PSRR 在 1 kHz 达 92 dB，适用于射频与传感器供电。',
    specs: [['topology', '拓扑', 'LDO'], ['vin_min', '最小输入电压', 1.6, 'V'], ['vin_max', '最大输入电压', 5.5, 'V'], ['iout', '输出电流', 300, 'mA'], ['iq', '静态电流', 18, 'µA'], ['noise', '输出噪声', 6, 'µVrms']],
    features: ['输出噪声 6 µVrms（10 Hz 至 100 kHz）', '1 kHz 时 PSRR 92 dB', '压差 120 mV @ 300 mA', '过流与过温保护'],
    applications: ['射频收发器供电', '图像传感器', '便携式医疗设备'],
    packages: [['DFN1x1-4', IND], ['SOT23-5', IND]],
    body: '<p>XY6201 是一款 300 mA 超低噪声、高电源抑制比的线性稳压器，适合为噪声敏感的模拟与射频电路供电。</p><p>器件采用精密基准与低噪声误差放大器，无需旁路电容即可实现 6 µVrms 的输出噪声。</p>',
  },
  {
    id: 102, category: power, pn: 'XY6530', title: '36 V 3 A 同步降压转换器', status: 'mass_production', date: '2024-08-20',
    summary: '4.5 V 至 36 V 宽输入，3 A 持续输出，效率最高 95%，适用于工业 24 V 总线。',
    specs: [['topology', '拓扑', '同步降压'], ['vin_min', '最小输入电压', 4.5, 'V'], ['vin_max', '最大输入电压', 36, 'V'], ['iout', '输出电流', 3000, 'mA'], ['iq', '静态电流', 25, 'µA'], ['fsw', '开关频率', 2.1, 'MHz']],
    features: ['效率最高 95%', '轻载 PFM 模式', '可调软启动', '展频降低 EMI'],
    applications: ['工业 PLC', '楼宇自动化', '车载信息娱乐'],
    packages: [['QFN3x3-16', IND]],
    body: '<p>XY6530 是一款 36 V、3 A 同步降压转换器，集成上下管 MOSFET，适合 12 V 与 24 V 总线供电。</p><p>峰值电流模式控制配合内部补偿，外围仅需电感与输入输出电容。</p>',
  },
  {
    id: 103, category: power, pn: 'XY6812', title: '单节锂电池线性充电管理芯片', status: 'nrnd', date: '2021-05-18',
    summary: '最大 1 A 充电电流，支持 NTC 温度检测，推荐新设计使用 XY6830。',
    specs: [['topology', '拓扑', '线性充电'], ['vin_min', '最小输入电压', 4.0, 'V'], ['vin_max', '最大输入电压', 6.5, 'V'], ['iout', '输出电流', 1000, 'mA'], ['iq', '静态电流', 45, 'µA']],
    features: ['±0.5% 充电电压精度', 'NTC 温度检测', '充电状态指示'],
    applications: ['TWS 耳机充电仓', '智能手环', '蓝牙音箱'],
    packages: [['SOT23-6', CONSUMER]],
    body: '<p>XY6812 是一款单节锂电池线性充电管理芯片。本产品不推荐用于新设计，请选用 XY6830。</p>',
  },
  {
    id: 109, category: power, pn: 'XY6205', title: '500 mA 高 PSRR 低压差稳压器', status: 'mass_production', date: '2023-06-01',
    summary: '压差 180 mV @ 500 mA，PSRR 在 10 kHz 达 75 dB，带电源良好指示。',
    specs: [['topology', '拓扑', 'LDO'], ['vin_min', '最小输入电压', 2.5, 'V'], ['vin_max', '最大输入电压', 6, 'V'], ['iout', '输出电流', 500, 'mA'], ['iq', '静态电流', 35, 'µA'], ['noise', '输出噪声', 12, 'µVrms']],
    features: ['压差 180 mV @ 500 mA', '电源良好（PG）输出', '有源放电', '±1% 输出精度'],
    applications: ['FPGA 辅助电源', '通信模块', '工业传感器'],
    packages: [['DFN2x2-6', IND], ['SOT23-5', IND]],
    body: '<p>XY6205 是一款 500 mA 低压差线性稳压器，在宽频率范围内保持高电源抑制比。</p>',
  },
  {
    id: 110, category: power, pn: 'XY6218', title: '车规级 40 V 150 mA 超低静态电流 LDO', status: 'mass_production', date: '2025-01-20',
    summary: 'AEC-Q100 Grade 1，静态电流 4 µA，耐压 40 V，适用于常电模块。',
    specs: [['topology', '拓扑', 'LDO'], ['vin_min', '最小输入电压', 3, 'V'], ['vin_max', '最大输入电压', 40, 'V'], ['iout', '输出电流', 150, 'mA'], ['iq', '静态电流', 4, 'µA'], ['noise', '输出噪声', 60, 'µVrms']],
    features: ['AEC-Q100 Grade 1', '静态电流 4 µA', '耐受 40 V 抛负载', '支持陶瓷电容'],
    applications: ['车身控制模块', 'T-Box 常电供电', '电池管理系统'],
    packages: [['SOT23-5', IND], ['HSOP-8', IND]],
    body: '<p>XY6218 是一款车规级高压低静态电流线性稳压器，适合直接由 12 V 蓄电池供电的常电电路。</p>',
  },
  {
    id: 111, category: power, pn: 'XY6560', title: '60 V 5 A 同步降压转换器', status: 'sampling', date: '2026-05-15',
    summary: '4.5 V 至 60 V 输入，5 A 输出，可在 48 V 系统中直接降压。',
    specs: [['topology', '拓扑', '同步降压'], ['vin_min', '最小输入电压', 4.5, 'V'], ['vin_max', '最大输入电压', 60, 'V'], ['iout', '输出电流', 5000, 'mA'], ['iq', '静态电流', 30, 'µA'], ['fsw', '开关频率', 0.4, 'MHz']],
    features: ['频率 100 kHz 至 2.2 MHz 可调', '外部同步', '逐周期限流', '热关断'],
    applications: ['48 V 通信电源', '电动工具', '储能系统辅助电源'],
    packages: [['QFN4x4-20', IND]],
    body: '<p>XY6560 是一款 60 V、5 A 同步降压转换器，目前开放样片申请。</p>',
  },
  {
    id: 112, category: power, pn: 'XY6830', title: '3 A 单节锂电池开关充电芯片', status: 'mass_production', date: '2025-09-08',
    summary: '输入耐压 14 V，充电效率 93%，I²C 可编程，支持路径管理。',
    specs: [['topology', '拓扑', '开关充电'], ['vin_min', '最小输入电压', 3.9, 'V'], ['vin_max', '最大输入电压', 14, 'V'], ['iout', '输出电流', 3000, 'mA'], ['iq', '静态电流', 20, 'µA']],
    features: ['充电效率 93% @ 2 A', 'I²C 可编程充电参数', '电源路径管理', 'JEITA 温度保护'],
    applications: ['智能手机', '平板电脑', '便携式储能'],
    packages: [['WLCSP-30', CONSUMER], ['QFN4x4-24', CONSUMER]],
    body: '<p>XY6830 是一款高效率开关型锂电池充电芯片，为 XY6812 的推荐替代型号。</p>',
  },
  {
    id: 113, category: power, pn: 'XY6301', title: '1.5 A 同步升压转换器', status: 'mass_production', date: '2022-10-10',
    summary: '输入低至 0.9 V，输出最高 5.5 V，轻载效率 85%，适用于单节电池设备。',
    specs: [['topology', '拓扑', '同步升压'], ['vin_min', '最小输入电压', 0.9, 'V'], ['vin_max', '最大输入电压', 5.5, 'V'], ['iout', '输出电流', 1500, 'mA'], ['iq', '静态电流', 12, 'µA'], ['fsw', '开关频率', 1.2, 'MHz']],
    features: ['0.9 V 启动', '输出断开', '轻载 PFM 模式', '过压保护'],
    applications: ['电子价签', '遥控器', '便携式仪表'],
    packages: [['SOT23-6', CONSUMER]],
    body: '<p>XY6301 是一款同步升压转换器，可由单节碱性电池或锂电池工作。</p>',
  },
  {
    id: 114, category: power, pn: 'XY6601', title: '1 A 同步降压转换器', status: 'discontinued', date: '2018-04-01',
    summary: '2.7 V 至 5.5 V 输入，1 A 输出。已停产，替代型号 XY6530。',
    specs: [['topology', '拓扑', '同步降压'], ['vin_min', '最小输入电压', 2.7, 'V'], ['vin_max', '最大输入电压', 5.5, 'V'], ['iout', '输出电流', 1000, 'mA'], ['iq', '静态电流', 40, 'µA'], ['fsw', '开关频率', 1.5, 'MHz']],
    features: ['效率最高 94%', '100% 占空比', '内部软启动'],
    applications: ['机顶盒', '网络摄像头'],
    packages: [['SOT23-5', CONSUMER]],
    body: '<p>XY6601 已于 2025 年停产，最后订货日期为 2025 年 6 月 30 日。</p>',
  },

  // ------------------------------------------------------------------------------------ signal chain
  {
    id: 104, category: signal, pn: 'XY8850', title: '24 位 Σ-Δ 模数转换器', status: 'mass_production', date: '2025-06-10',
    summary: '24 位无失码，0.5 ppm INL，最高 32 kSPS，集成 PGA 与基准，适用于精密测量。',
    specs: [['type', '类型', 'ADC'], ['channels', '通道数', 4], ['resolution', '分辨率', 24, 'bit'], ['rate', '采样率', 32, 'kSPS'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '工作电流', 900, 'µA']],
    features: ['集成 1-128 倍 PGA', '内置 2.5 V 低漂移基准', '50/60 Hz 同时抑制', 'SPI 接口'],
    applications: ['称重与压力测量', '医疗仪器', '工业过程控制'],
    packages: [['TSSOP-20', '-40 °C 至 105 °C'], ['QFN4x4-24', '-40 °C 至 105 °C']],
    body: '<p>XY8850 是一款低噪声 24 位 Σ-Δ 模数转换器，集成可编程增益放大器与低漂移基准。</p>',
  },
  {
    id: 115, category: signal, pn: 'XY8812', title: '12 位 1 MSPS 八通道 SAR ADC', status: 'mass_production', date: '2022-03-15',
    summary: '八通道多路复用输入，1 MSPS，SPI 接口，功耗 4.2 mW。',
    specs: [['type', '类型', 'ADC'], ['channels', '通道数', 8], ['resolution', '分辨率', 12, 'bit'], ['rate', '采样率', 1000, 'kSPS'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '工作电流', 1300, 'µA']],
    features: ['八通道输入', '自动通道序列', '低功耗关断模式'],
    applications: ['电机控制', '电池监测', '数据采集'],
    packages: [['TSSOP-16', IND], ['QFN3x3-16', IND]],
    body: '<p>XY8812 是一款八通道 12 位逐次逼近型模数转换器。</p>',
  },
  {
    id: 116, category: signal, pn: 'XY8816', title: '16 位 500 kSPS 差分输入 SAR ADC', status: 'mass_production', date: '2023-09-12',
    summary: '16 位无失码，SNR 93 dB，全差分输入，适用于高精度数据采集。',
    specs: [['type', '类型', 'ADC'], ['channels', '通道数', 1], ['resolution', '分辨率', 16, 'bit'], ['rate', '采样率', 500, 'kSPS'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '工作电流', 2100, 'µA']],
    features: ['SNR 93 dB', '全差分输入', '菊花链 SPI'],
    applications: ['测试测量', '电力保护', '医疗影像'],
    packages: [['MSOP-10', IND]],
    body: '<p>XY8816 是一款 16 位全差分输入逐次逼近型模数转换器。</p>',
  },
  {
    id: 117, category: signal, pn: 'XY8828', title: '24 位八通道同步采样 Σ-Δ ADC', status: 'sampling', date: '2026-07-22',
    summary: '八通道同步采样，每通道 64 kSPS，适用于电力监测与振动分析。',
    specs: [['type', '类型', 'ADC'], ['channels', '通道数', 8], ['resolution', '分辨率', 24, 'bit'], ['rate', '采样率', 64, 'kSPS'], ['supply_max', '最大供电电压', 3.6, 'V'], ['iq', '工作电流', 7800, 'µA']],
    features: ['八通道同步采样', '通道间相位匹配 0.01°', '可编程数字滤波器'],
    applications: ['电力质量监测', '振动监测', '声学阵列'],
    packages: [['LQFP-48', IND]],
    body: '<p>XY8828 为八通道同步采样 Σ-Δ ADC，目前开放样片申请。</p>',
  },
  {
    id: 105, category: signal, pn: 'XY3321', title: '零漂移轨到轨运算放大器', status: 'sampling', date: '2026-02-26',
    summary: '失调电压 5 µV，温漂 0.02 µV/°C，单电源 1.8 V 至 5.5 V。',
    specs: [['type', '类型', '运算放大器'], ['channels', '通道数', 2], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '工作电流', 180, 'µA'], ['vos', '失调电压', 5, 'µV'], ['gbw', '增益带宽积', 2, 'MHz']],
    features: ['零漂移架构', '轨到轨输入输出', 'EMI 滤波输入'],
    applications: ['电流检测', '桥式传感器放大', '电子秤'],
    packages: [['MSOP-8', IND], ['SOIC-8', IND]],
    body: '<p>XY3321 是一款双通道零漂移运算放大器，适合高精度直流信号调理。</p>',
  },
  {
    id: 118, category: signal, pn: 'XY3102', title: '1 µA 超低功耗 CMOS 运算放大器', status: 'mass_production', date: '2021-08-30',
    summary: '每通道静态电流 1 µA，1.6 V 起工作，适用于电池供电传感器节点。',
    specs: [['type', '类型', '运算放大器'], ['channels', '通道数', 1], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '工作电流', 1, 'µA'], ['vos', '失调电压', 1500, 'µV'], ['gbw', '增益带宽积', 0.01, 'MHz']],
    features: ['静态电流 1 µA', '轨到轨输出', '1.6 V 最低供电'],
    applications: ['烟雾报警器', '气体传感器', '可穿戴设备'],
    packages: [['SC70-5', IND], ['SOT23-5', IND]],
    body: '<p>XY3102 是一款超低功耗 CMOS 运算放大器。</p>',
  },
  {
    id: 119, category: signal, pn: 'XY3510', title: '500 MHz 高速电压反馈运算放大器', status: 'mass_production', date: '2024-05-06',
    summary: '增益带宽积 500 MHz，压摆率 900 V/µs，适用于高速数据采集前端。',
    specs: [['type', '类型', '运算放大器'], ['channels', '通道数', 1], ['supply_max', '最大供电电压', 12, 'V'], ['iq', '工作电流', 9500, 'µA'], ['vos', '失调电压', 800, 'µV'], ['gbw', '增益带宽积', 500, 'MHz']],
    features: ['压摆率 900 V/µs', '低失真：-90 dBc @ 10 MHz', '关断引脚'],
    applications: ['ADC 驱动', '超声成像', '光通信'],
    packages: [['SOT23-6', IND], ['SOIC-8', IND]],
    body: '<p>XY3510 是一款高速电压反馈运算放大器。</p>',
  },
  {
    id: 120, category: signal, pn: 'XY9216', title: '16 位四通道电压输出 DAC', status: 'mass_production', date: '2023-02-20',
    summary: '16 位单调性，内置 2.5 V 基准，四路缓冲电压输出。',
    specs: [['type', '类型', 'DAC'], ['channels', '通道数', 4], ['resolution', '分辨率', 16, 'bit'], ['rate', '采样率', 200, 'kSPS'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '工作电流', 1600, 'µA']],
    features: ['16 位单调', '内置 2.5 V 基准', '上电复位至零位或中位'],
    applications: ['工业 4-20 mA 输出', '光模块偏置', '自动测试设备'],
    packages: [['TSSOP-16', IND]],
    body: '<p>XY9216 是一款四通道 16 位电压输出型数模转换器。</p>',
  },

  // ------------------------------------------------------------------------------------ wireless
  {
    id: 106, category: wireless, pn: 'XY5201', title: '低功耗蓝牙 5.3 SoC', status: 'mass_production', date: '2023-04-15',
    summary: '32 位 RISC-V 内核，512 KB Flash，接收电流 3.2 mA，发射功率最高 +10 dBm。',
    specs: [['protocol', '协议', 'BLE 5.3'], ['flash', 'Flash', 512, 'KB'], ['ram', 'RAM', 64, 'KB'], ['rx_current', '接收电流', 3.2, 'mA'], ['tx_power', '最大发射功率', 10, 'dBm'], ['sensitivity', '接收灵敏度', -97, 'dBm']],
    features: ['蓝牙 5.3 低功耗', '支持 Mesh 组网', '集成 DC-DC', '硬件 AES-128 加密'],
    applications: ['智能家居', '可穿戴设备', '资产追踪'],
    packages: [['QFN5x5-40', CONSUMER]],
    body: '<p>XY5201 是一款高集成度低功耗蓝牙 SoC，提供完整的协议栈与开发套件。</p>',
  },
  {
    id: 121, category: wireless, pn: 'XY5101', title: '低功耗蓝牙 5.0 SoC', status: 'nrnd', date: '2020-06-18',
    summary: '256 KB Flash，发射功率 +6 dBm。不推荐用于新设计，请选用 XY5201。',
    specs: [['protocol', '协议', 'BLE 5.0'], ['flash', 'Flash', 256, 'KB'], ['ram', 'RAM', 32, 'KB'], ['rx_current', '接收电流', 4.5, 'mA'], ['tx_power', '最大发射功率', 6, 'dBm'], ['sensitivity', '接收灵敏度', -94, 'dBm']],
    features: ['蓝牙 5.0 低功耗', '集成 12 位 ADC', '32 位 MCU 内核'],
    applications: ['遥控器', '智能门锁', '玩具'],
    packages: [['QFN4x4-32', CONSUMER]],
    body: '<p>XY5101 不推荐用于新设计，现有客户可持续订货至 2027 年。</p>',
  },
  {
    id: 122, category: wireless, pn: 'XY5301', title: '支持信道探测的低功耗蓝牙 5.4 SoC', status: 'sampling', date: '2026-04-09',
    summary: '1 MB Flash，支持蓝牙信道探测（Channel Sounding）厘米级测距。',
    specs: [['protocol', '协议', 'BLE 5.4'], ['flash', 'Flash', 1024, 'KB'], ['ram', 'RAM', 192, 'KB'], ['rx_current', '接收电流', 2.8, 'mA'], ['tx_power', '最大发射功率', 12, 'dBm'], ['sensitivity', '接收灵敏度', -99, 'dBm']],
    features: ['信道探测测距', 'PAwR 周期性广播', 'TrustZone 安全隔离'],
    applications: ['数字车钥匙', '室内定位', '电子价签'],
    packages: [['QFN6x6-48', CONSUMER]],
    body: '<p>XY5301 支持蓝牙核心规范 5.4 与信道探测，目前开放样片申请。</p>',
  },
  {
    id: 123, category: wireless, pn: 'XY5501', title: '多协议无线 SoC（BLE / Zigbee / Thread）', status: 'mass_production', date: '2025-03-28',
    summary: '同时支持蓝牙低功耗、Zigbee 3.0 与 Thread，+20 dBm 发射功率，支持 Matter。',
    specs: [['protocol', '协议', 'BLE/Zigbee/Thread'], ['flash', 'Flash', 1024, 'KB'], ['ram', 'RAM', 256, 'KB'], ['rx_current', '接收电流', 3.6, 'mA'], ['tx_power', '最大发射功率', 20, 'dBm'], ['sensitivity', '接收灵敏度', -102, 'dBm']],
    features: ['多协议并发', '支持 Matter', '+20 dBm 集成功放'],
    applications: ['智能网关', '智能照明', '楼宇传感网络'],
    packages: [['QFN6x6-48', CONSUMER], ['QFN7x7-56', IND]],
    body: '<p>XY5501 是一款多协议无线 SoC，适用于 Matter 生态设备。</p>',
  },
  {
    id: 124, category: wireless, pn: 'XY5210', title: 'LE Audio 低功耗蓝牙音频 SoC', status: 'development', date: '2026-10-12',
    summary: '支持 LC3 编解码与 Auracast 广播音频，集成音频编解码器。',
    specs: [['protocol', '协议', 'BLE 5.4'], ['flash', 'Flash', 2048, 'KB'], ['ram', 'RAM', 512, 'KB'], ['rx_current', '接收电流', 4, 'mA'], ['tx_power', '最大发射功率', 8, 'dBm'], ['sensitivity', '接收灵敏度', -98, 'dBm']],
    features: ['LC3 编解码', 'Auracast 广播音频', '集成 24 位音频 ADC/DAC'],
    applications: ['TWS 耳机', '助听器', '会议音频'],
    packages: [['QFN5x5-40', CONSUMER]],
    body: '<p>XY5210 目前处于开发阶段，计划 2027 年第二季度开放样片。</p>',
  },
  {
    id: 129, category: wireless, pn: 'XY5202', title: '低功耗蓝牙 5.3 透传模组芯片', status: 'mass_production', date: '2024-07-01',
    summary: '内置 AT 指令透传固件，256 KB Flash，开箱即用。',
    specs: [['protocol', '协议', 'BLE 5.3'], ['flash', 'Flash', 256, 'KB'], ['ram', 'RAM', 48, 'KB'], ['rx_current', '接收电流', 3.4, 'mA'], ['tx_power', '最大发射功率', 8, 'dBm'], ['sensitivity', '接收灵敏度', -96, 'dBm']],
    features: ['AT 指令透传', '支持 OTA 升级', '小尺寸封装'],
    applications: ['串口无线化', '共享设备', '医疗数据传输'],
    packages: [['QFN4x4-32', CONSUMER]],
    body: '<p>XY5202 内置透传固件，帮助客户快速为串口设备增加蓝牙连接。</p>',
  },

  // ------------------------------------------------------------------------------------ sensors
  {
    id: 107, category: sensors, pn: 'XY7110', title: '数字温湿度传感器', status: 'mass_production', date: '2024-11-05',
    summary: '温度精度 ±0.1 °C，湿度精度 ±1.5 %RH，I²C 接口，封装 2.5 mm × 2.5 mm。',
    specs: [['type', '类型', '温湿度'], ['interface', '接口', 'I²C'], ['supply_min', '最小供电电压', 1.08, 'V'], ['supply_max', '最大供电电压', 3.6, 'V'], ['iq', '平均电流', 0.8, 'µA'], ['grade', '等级', '工业级']],
    features: ['出厂校准', '集成加热器', 'CRC 数据校验'],
    applications: ['暖通空调', '冷链物流', '智能家居'],
    packages: [['DFN2.5x2.5-6', IND]],
    body: '<p>XY7110 是一款高精度数字温湿度传感器，出厂逐颗校准。</p>',
  },
  {
    id: 108, category: sensors, pn: 'XY7402', title: '车规级线性霍尔传感器', status: 'development', date: '2026-09-01',
    summary: 'AEC-Q100 Grade 0 设计目标，灵敏度可编程，适用于位置与电流检测。',
    specs: [['type', '类型', '线性霍尔'], ['interface', '接口', '模拟'], ['supply_min', '最小供电电压', 4.5, 'V'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '平均电流', 6500, 'µA'], ['grade', '等级', '车规级']],
    features: ['灵敏度与零点可编程', '温度补偿', '断线检测'],
    applications: ['油门与制动踏板', '电机电流检测', '电子换挡器'],
    packages: [['SOIC-8', AUTO]],
    body: '<p>XY7402 是一款面向汽车应用的可编程线性霍尔传感器，目前处于开发阶段。</p>',
  },
  {
    id: 125, category: sensors, pn: 'XY7120', title: '±0.1 °C 高精度数字温度传感器', status: 'mass_production', date: '2023-11-20',
    summary: '-20 °C 至 50 °C 范围内精度 ±0.1 °C，符合体温测量要求。',
    specs: [['type', '类型', '温度'], ['interface', '接口', 'I²C'], ['supply_min', '最小供电电压', 1.4, 'V'], ['supply_max', '最大供电电压', 3.6, 'V'], ['iq', '平均电流', 0.5, 'µA'], ['grade', '等级', '工业级']],
    features: ['±0.1 °C 精度', '16 位分辨率', '可编程报警'],
    applications: ['体温计', '冷链记录仪', '服务器温度监控'],
    packages: [['WLCSP-4', IND], ['DFN2x2-6', IND]],
    body: '<p>XY7120 是一款高精度数字温度传感器。</p>',
  },
  {
    id: 126, category: sensors, pn: 'XY7301', title: '三轴 MEMS 加速度计', status: 'mass_production', date: '2024-02-28',
    summary: '±2/4/8/16 g 量程，超低功耗 2 µA，内置运动检测。',
    specs: [['type', '类型', '加速度'], ['interface', '接口', 'I²C/SPI'], ['supply_min', '最小供电电压', 1.7, 'V'], ['supply_max', '最大供电电压', 3.6, 'V'], ['iq', '平均电流', 2, 'µA'], ['grade', '等级', '消费级']],
    features: ['量程可选', '32 级 FIFO', '运动与自由落体检测'],
    applications: ['计步器', '智能手表', '资产追踪'],
    packages: [['LGA2x2-12', CONSUMER]],
    body: '<p>XY7301 是一款低功耗三轴加速度计。</p>',
  },
  {
    id: 127, category: sensors, pn: 'XY7410', title: '低功耗全极霍尔开关', status: 'mass_production', date: '2022-06-16',
    summary: '平均电流 1.5 µA，全极检测，适用于电池供电的开合检测。',
    specs: [['type', '类型', '霍尔开关'], ['interface', '接口', '开漏'], ['supply_min', '最小供电电压', 1.65, 'V'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '平均电流', 1.5, 'µA'], ['grade', '等级', '消费级']],
    features: ['全极检测', '推挽或开漏输出', 'SOT23 与 DFN 封装'],
    applications: ['笔记本开合检测', '门磁', '水表'],
    packages: [['SOT23-3', CONSUMER], ['DFN1.5x1.5-4', CONSUMER]],
    body: '<p>XY7410 是一款低功耗全极霍尔开关。</p>',
  },
  {
    id: 128, category: sensors, pn: 'XY7140', title: '车规级数字温度传感器', status: 'sampling', date: '2026-06-30',
    summary: 'AEC-Q100 Grade 1，±0.5 °C 精度，SMBus 超时与报警功能。',
    specs: [['type', '类型', '温度'], ['interface', '接口', 'I²C'], ['supply_min', '最小供电电压', 1.6, 'V'], ['supply_max', '最大供电电压', 5.5, 'V'], ['iq', '平均电流', 3.5, 'µA'], ['grade', '等级', '车规级']],
    features: ['AEC-Q100 Grade 1', 'SMBus 超时', '过温报警输出'],
    applications: ['车载显示屏', 'ADAS 摄像头模组', '电池包温度检测'],
    packages: [['SOT23-6', IND]],
    body: '<p>XY7140 是一款车规级数字温度传感器，目前开放样片申请。</p>',
  },
];
