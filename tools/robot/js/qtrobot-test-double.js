/*
 * Test double of LuxAI's qtrobot.js (the `QTrobot` class of sdk/jscript), written from its documented API
 * (docs/api_js.mdx) for `npm run test:robot`, which cannot ship LuxAI's file. It offers the same constructor
 * options and methods on top of roslibjs, so the docs' programs run unchanged against the simulated robot.
 * Known difference: set_volume sends the level unchanged (the real file maps it through a 21-step table).
 */
/* global ROSLIB */
class QTrobot {
  constructor(options) {
    this.options = options || {};
    this.url = this.options.url;
    this.reconnect_time = this.options.reconnect_time || 5000;
    this.connect();
  }

  connect() {
    this.ros = new ROSLIB.Ros({url: this.url});
    this.ros.on('connection', () => this.options.connection && this.options.connection());
    this.ros.on('error', (error) => this.options.error && this.options.error(error));
    this.ros.on('close', () => {
      if (this.options.close) this.options.close();
      setTimeout(() => this.connect(), this.reconnect_time);
    });
  }

  call_service(name, type, params, callback) {
    const service = new ROSLIB.Service({ros: this.ros, name, serviceType: type});
    service.callService(new ROSLIB.ServiceRequest(params || {}), (reply) => callback && callback(reply));
  }

  publish(name, type, params) {
    const topic = new ROSLIB.Topic({ros: this.ros, name, messageType: type});
    topic.publish(new ROSLIB.Message(params || {}));
  }

  subscribe(name, type, callback) {
    const topic = new ROSLIB.Topic({ros: this.ros, name, messageType: type});
    topic.subscribe((message) => {
      topic.unsubscribe();
      if (callback) callback(message);
    });
  }

  show_emotion(emotion, callback) {
    this.call_service('/qt_robot/emotion/show', 'qt_robot_interface/emotion_show', {name: emotion}, callback);
  }

  play_gesture(gesture, callback) {
    this.call_service('/qt_robot/gesture/play', 'qt_gesture_controller/gesture_play', {name: gesture}, callback);
  }

  set_volume(volume, callback) {
    this.call_service('/qt_robot/setting/setVolume', 'qt_robot_interface/setting_setVolume', {volume}, callback);
  }

  home_motors(callback) {
    this.call_service('/qt_robot/motors/home', 'qt_motors_controller/home', {parts: ['head', 'right_arm', 'left_arm']}, callback);
  }

  say_text(message, callback) {
    this.call_service('/qt_robot/speech/say', 'qt_robot_interface/speech_say', {message}, callback);
  }

  configure_tts(language = 'default', pitch = 0, speed = 0, callback) {
    this.call_service('/qt_robot/speech/config', 'qt_robot_interface/speech_config', {language, pitch, speed}, callback);
  }

  play_audio(name, path = '', callback) {
    this.call_service('/qt_robot/audio/play', 'qt_robot_interface/audio_play', {filename: name, filepath: path}, callback);
  }

  talk_text(message, callback) {
    this.call_service('/qt_robot/behavior/talkText', 'qt_robot_interface/behavior_talk_text', {message}, callback);
  }

  talk_audio(name, path = '', callback) {
    this.call_service('/qt_robot/behavior/talkAudio', 'qt_robot_interface/behavior_talk_audio', {filename: name, filepath: path}, callback);
  }
}
window.QTrobot = QTrobot;
