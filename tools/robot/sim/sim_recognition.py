"""Speech recognition (qt_vosk_app, qt_riva_asr_app, qt_gspeech_app): what the person says comes from the
scenario's utterances, in turn, after a delay."""
import threading
import time

import rospy
from qt_vosk_app.srv import speech_recognizeResponse
from std_msgs.msg import String

from sim_common import log
from sim_model import MODEL


class Recognition:
    """The recognize service, and the scenario's utterances in turn."""

    def start_recognition(self):
        self.utterance_index = 0

    def next_utterance(self, utterances):
        """The scenario's next utterance (they repeat in turn), for the recognize service and hotword mode."""
        heard = str(utterances[self.utterance_index % len(utterances)])
        self.utterance_index += 1
        return heard

    def srv_recognize(self, req):
        engine = self.sc['asr_engine']
        language = (req.language or self.sc['asr_default_language']).replace('_', '-')
        if engine == 'riva' and req.language:
            log('recognize: riva ignores the per-call language %s and uses %s', req.language,
                self.sc['asr_default_language'])
        elif language not in [l.replace('_', '-') for l in self.sc['asr_languages']]:
            log('recognize: could not load language model for %s', language)
            return speech_recognizeResponse('')
        timeout = req.timeout if req.timeout > 0 else MODEL['recognition']['timeout'][engine]
        deadline = time.time() + timeout
        utterances = self.sc['utterances']
        options = [o for o in req.options if o]
        while time.time() < deadline and not rospy.is_shutdown():
            if not utterances:
                time.sleep(min(0.2, max(0.0, deadline - time.time())))
                continue
            delay = float(self.sc['utterance_delay'])
            if time.time() + delay > deadline:
                time.sleep(max(0.0, deadline - time.time()))
                break
            time.sleep(delay)
            heard = self.next_utterance(utterances)
            if not options:
                log('recognize (%s, %s): heard "%s"', engine, language, heard)
                return speech_recognizeResponse(heard)
            words = heard.split() if engine == 'riva' else heard.lower().split()
            for option in options:
                if (option if engine == 'riva' else option.lower()) in words or option.lower() == heard.lower():
                    log('recognize (%s, %s): heard "%s", option %s', engine, language, heard, option)
                    return speech_recognizeResponse(option)
            if engine != 'riva':
                log('recognize (%s, %s): heard "%s", no option matched', engine, language, heard)
                return speech_recognizeResponse('')
            log('recognize (riva): heard "%s", no option matched; riva keeps listening', heard)
            deadline = float('inf') if engine == 'riva' else deadline  # the timeout stops applying once text arrived
        log('recognize: timeout after %d s', timeout)
        return speech_recognizeResponse('')


def after_hotword(robot, scenario, transcript_pub):
    # Hotword mode of qt_vosk_app: the phrase after the hotword is published on the recognize topic.
    time.sleep(float(scenario['utterance_delay']))
    utterances = scenario['utterances'] or ['']
    heard = robot.next_utterance(utterances)
    transcript_pub.publish(String(data=heard))
    log('recognize (hotword mode): heard "%s"', heard)


def start_after_hotword(robot, scenario, transcript_pub):
    threading.Thread(target=after_hotword, args=(robot, scenario, transcript_pub), daemon=True).start()
